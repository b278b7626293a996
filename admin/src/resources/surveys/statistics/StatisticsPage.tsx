import { useId, type ChangeEvent } from 'react';
import { Alert, Box, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Title, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_LANGUAGE_ID, languageIdOf } from '@qahve/config';
import { saveFile } from '../../../common/saveFile';
import { useBusyAction } from '../../../common/useBusyAction';
import { exportFileName, fetchSurveyExport, type SurveyRange } from '../api';
import { chartsOf } from './chartData';
import { Charts } from './Charts';
import { rangeInOrder, useStatisticsRange, useSurveyStatistics } from './useStatistics';

/** `GET admin/Surveys/Export` for the range, downloaded with the token (never a public URL). */
function ExportButton({ range, disabled }: { range: SurveyRange; disabled?: boolean }) {
  const [locale] = useLocaleState();
  const { busy, run } = useBusyAction('app.survey.export_error');
  const download = () =>
    run(async () => saveFile(await fetchSurveyExport(range, languageIdOf(locale) ?? DEFAULT_LANGUAGE_ID), exportFileName(range)));
  return (
    <Button label={busy ? 'app.survey.exporting' : 'app.survey.export'} variant="outlined" onClick={download} disabled={disabled || busy}>
      <DownloadIcon />
    </Button>
  );
}

function RangeInputs({ range, onChange, invalid }: { range: SurveyRange; onChange: (range: SurveyRange) => void; invalid: boolean }) {
  const translate = useTranslate();
  const id = useId();
  const hintId = `${id}-hint`;
  /** What both ends' date fields share: their id, label and value, and setting their end of the range. */
  const end = (which: 'from' | 'to') =>
    ({
      type: 'date',
      size: 'small',
      sx: { width: 180 },
      id: `${id}-${which}`,
      label: translate(`app.survey.${which}`),
      value: range[which] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...range, [which]: event.target.value || undefined }),
    }) as const;
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
      <TextField {...end('from')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to, 'aria-describedby': hintId } }} />
      <TextField
        {...end('to')}
        error={invalid}
        helperText={invalid ? translate('app.survey.range_invalid') : undefined}
        // MUI's own description (the helper text) and the hint.
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: range.from, 'aria-describedby': invalid ? `${id}-to-helper-text ${hintId}` : hintId },
        }}
      />
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {translate('app.survey.range_hint')}
      </Typography>
    </Stack>
  );
}

/**
 * The survey statistics: Users per Contact Source (bar), Age Groups (bar), Satisfaction
 * Categories (pie, the quality points) and Gender Distribution (doughnut), over the answers not
 * deleted within an optional date range, with the CSV export of that range. chart.js loads with
 * this page only.
 */
export default function StatisticsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [range, setRange] = useStatisticsRange();
  const invalid = !rangeInOrder(range);
  const { data, error, loading, retry } = useSurveyStatistics(invalid ? null : range);

  let body;
  if (error) {
    body = (
      <Alert severity="error" action={<Button label="app.survey.retry" onClick={retry} color="inherit" />}>
        {translate('app.survey.stats_error')}
      </Alert>
    );
  } else if (!data) {
    body = null;
  } else if (data.total === 0) {
    body = (
      <Typography role="status" sx={{ p: 3, color: 'text.secondary' }}>
        {translate('app.survey.empty')}
      </Typography>
    );
  } else {
    body = (
      <>
        <Typography role="status" sx={{ mb: 2 }} data-total={data.total}>
          {translate('app.survey.total', { smart_count: data.total })}
        </Typography>
        <Charts charts={chartsOf(data, translate, locale)} />
      </>
    );
  }

  return (
    <Box sx={{ py: 2 }}>
      <Title title="resources.survey.page.statistics" />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start" sx={{ mb: 2 }}>
        <Button component={Link} to="/survey" label="app.survey.back_to_list">
          <ArrowBackIcon />
        </Button>
        <RangeInputs range={range} onChange={setRange} invalid={invalid} />
        <Box sx={{ flexGrow: 1 }} />
        <ExportButton range={range} disabled={invalid} />
      </Stack>
      <Box aria-busy={loading}>
        <Box sx={{ minHeight: 4, mb: 1 }}>{loading ? <LinearProgress aria-label={translate('app.survey.loading')} /> : null}</Box>
        {body}
      </Box>
    </Box>
  );
}
