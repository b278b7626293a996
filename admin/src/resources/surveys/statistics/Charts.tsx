import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Doughnut, Pie } from 'react-chartjs-2';
import { useTranslate } from 'react-admin';
import type { ChartSpec } from './chartData';
import { visuallyHidden } from '../../../common/visuallyHidden';

// Only the parts these four charts draw (the chart components register their own controllers).
ChartJS.register(CategoryScale, LinearScale, BarElement, ArcElement, Tooltip, Legend);

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const barOptions = (): ChartOptions<'bar'> => ({
  responsive: true,
  maintainAspectRatio: false,
  animation: reducedMotion() ? false : undefined,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
});

/** Pie and doughnut: the legend names the slices. */
const roundOptions = () => ({
  responsive: true,
  maintainAspectRatio: false,
  animation: reducedMotion() ? (false as const) : undefined,
  plugins: { legend: { position: 'bottom' as const } },
});

/**
 * One chart in a card: a heading, the canvas (an image named by the heading) and, for screen
 * readers, a hidden table of the numbers it draws.
 */
export function ChartCard({ chart }: { chart: ChartSpec }) {
  const translate = useTranslate();
  const headingId = useId();
  const title = translate(`app.survey.charts.${chart.key}`);
  const data = {
    labels: chart.labels,
    datasets: [
      {
        label: translate('app.survey.answers'),
        data: chart.values,
        backgroundColor: chart.colors,
        borderWidth: chart.type === 'bar' ? 0 : 2,
      },
    ],
  };
  const canvas = { role: 'img', 'aria-labelledby': headingId, 'data-chart': chart.key };
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ position: 'relative' }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box sx={{ position: 'relative', height: 300 }}>
          {chart.type === 'bar' ? <Bar data={data} options={barOptions()} {...canvas} /> : null}
          {chart.type === 'pie' ? <Pie data={data} options={roundOptions()} {...canvas} /> : null}
          {chart.type === 'doughnut' ? <Doughnut data={data} options={roundOptions()} {...canvas} /> : null}
        </Box>
        <Box component="table" sx={visuallyHidden}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{translate(`app.survey.chart_columns.${chart.key}`)}</th>
              <th scope="col">{translate('app.survey.answers')}</th>
            </tr>
          </thead>
          <tbody>
            {chart.labels.map((label, index) => (
              <tr key={`${label}-${index}`}>
                <th scope="row">{label}</th>
                <td>{chart.values[index]}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}

export function Charts({ charts }: { charts: ChartSpec[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {charts.map((chart) => (
        <ChartCard key={chart.key} chart={chart} />
      ))}
    </Box>
  );
}
