import { useCallback, useMemo } from 'react';
import { Box, Button } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface SurveyListRange {
  from?: string;
  to?: string;
}

/**
 * The list's date range, from its URL (`/survey?from=2026-10-29&to=2026-11-27`, the dashboard's
 * link), as the statistics page keeps its own; anything but a day is ignored. Answers the range and
 * a function that removes it.
 */
export function useSurveyListRange(): [SurveyListRange, () => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // Only the days given: the list's filter (and its query key) names nothing else.
  const range: SurveyListRange = useMemo(() => ({ ...(DAY.test(from) ? { from } : {}), ...(DAY.test(to) ? { to } : {}) }), [from, to]);
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('from');
          updated.delete('to');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, clear];
}

/** While a range applies, says which (days in UTC), with a button that shows every answer again. */
export function RangeNotice({ range, onClear }: { range: SurveyListRange; onClear: () => void }) {
  const translate = useTranslate();
  if (!range.from && !range.to) return null;
  const day = (iso?: string) => (iso ? iso.split('-').reverse().join('.') : '…');
  const label = translate('app.survey.list_range', { from: day(range.from), to: day(range.to) });
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        endIcon={<CloseIcon />}
        onClick={onClear}
        aria-label={translate('app.survey.list_range_clear', { range: label })}
        sx={{ textTransform: 'none' }}
        data-filter="range"
      >
        {label}
      </Button>
    </Box>
  );
}
