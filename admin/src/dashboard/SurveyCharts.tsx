import { Box } from '@mui/material';
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { useTranslate } from 'react-admin';
import type { DashboardDay } from '@qahve/config';
import { visuallyHidden } from '../common/visuallyHidden';

// Only what these two charts draw; loaded with this module, after the dashboard's first paint.
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip);

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * What the two day charts share: they fill their box, keep still where the user asks for reduced
 * motion, and have no legend (the table under each names its one series).
 */
const dayChartOptions = () => ({
  responsive: true,
  maintainAspectRatio: false,
  animation: reducedMotion() ? (false as const) : undefined,
  plugins: { legend: { display: false } },
});

/** The day axis: labels kept level and thinned where they would crowd. */
const DAY_AXIS = { ticks: { maxRotation: 0, autoSkipPadding: 8 } };
/** The brand's coffee brown and a darker one for the line (both 4.5:1 or more on white). */
const BAR_COLOR = '#6f4e37';
const LINE_COLOR = '#3e2a1e';

export interface DayChartProps {
  days: DashboardDay[];
  /** The short label of each day (`27.11`), as the language writes it. */
  labels: string[];
  /** The heading that names the chart (the canvas is an image labelled by it). */
  labelledBy: string;
  title: string;
}

/**
 * A day-by-day chart with, for screen readers, a hidden table of the numbers it draws (the canvas
 * itself says nothing to them).
 */
function DayTable({ title, labels, column, values }: { title: string; labels: string[]; column: string; values: string[] }) {
  const translate = useTranslate();
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{translate('app.dashboard.day')}</th>
          <th scope="col">{column}</th>
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{values[index]}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** Surveys per day, as bars. */
export function SurveysPerDayChart({ days, labels, labelledBy, title }: DayChartProps) {
  const translate = useTranslate();
  const options: ChartOptions<'bar'> = { ...dayChartOptions(), scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: DAY_AXIS } };
  const data = {
    labels,
    datasets: [{ label: translate('app.dashboard.answers'), data: days.map((d) => d.count), backgroundColor: BAR_COLOR, borderWidth: 0 }],
  };
  return (
    <>
      <Box sx={{ position: 'relative', height: 220 }}>
        <Bar data={data} options={options} role="img" aria-labelledby={labelledBy} data-chart="surveys-per-day" />
      </Box>
      <DayTable title={title} labels={labels} column={translate('app.dashboard.answers')} values={days.map((d) => String(d.count))} />
    </>
  );
}

/** The average quality point per day (0 very bad … 4 excellent); days without answers are gaps. */
export function QualityTrendChart({ days, labels, labelledBy, title, format }: DayChartProps & { format: (value: number) => string }) {
  const translate = useTranslate();
  const options: ChartOptions<'line'> = {
    ...dayChartOptions(),
    spanGaps: true,
    scales: { y: { min: 0, max: 4, ticks: { stepSize: 1 } }, x: DAY_AXIS },
  };
  const data = {
    labels,
    datasets: [
      {
        label: translate('app.dashboard.average_quality'),
        data: days.map((d) => d.averageQuality),
        borderColor: LINE_COLOR,
        backgroundColor: LINE_COLOR,
        pointRadius: 3,
        tension: 0.25,
      },
    ],
  };
  return (
    <>
      <Box sx={{ position: 'relative', height: 220 }}>
        <Line data={data} options={options} role="img" aria-labelledby={labelledBy} data-chart="quality-trend" />
      </Box>
      <DayTable
        title={title}
        labels={labels}
        column={translate('app.dashboard.average_quality')}
        values={days.map((d) => (d.averageQuality === null ? '—' : format(d.averageQuality)))}
      />
    </>
  );
}
