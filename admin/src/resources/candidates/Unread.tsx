import { Box, Button, Chip } from '@mui/material';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useListContext, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { CandidateListItem } from '@qahve/config';
import { candidateName } from './api';
import { FlagFilterButton, useFlagFilter } from './FlagFilter';

/**
 * "Unread only" (`unread=true`, the dashboard's link): candidates no administrator has opened yet.
 * A toggle button whose state is `aria-pressed`; off removes the filter (never `unread=false`).
 */
export function UnreadFilter(_props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { on, toggle } = useFlagFilter('unread');
  return (
    <FlagFilterButton
      on={on}
      onClick={toggle}
      icon={on ? <MarkEmailUnreadIcon /> : <MarkEmailUnreadOutlinedIcon />}
      label={translate('app.career-list.unread_only')}
      sx={{ mb: 1, whiteSpace: 'nowrap' }}
      name="unread"
    />
  );
}

/** The dashboard's "this week" (`from=YYYY-MM-DD`), shown while it applies, with a button that removes it. */
export function AppliedSinceFilter(_props: { source: string; alwaysOn?: boolean }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const from = typeof filterValues.from === 'string' ? filterValues.from : null;
  if (!from) return null;
  const { from: _from, ...others } = filterValues;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(from)
    ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru', { dateStyle: 'short', timeZone: 'UTC' }).format(
        new Date(`${from}T00:00:00Z`),
      )
    : from;
  const label = translate('app.career-list.applied_since', { date });
  return (
    <Button
      size="small"
      variant="outlined"
      endIcon={<CloseIcon />}
      onClick={() => setFilters(others, displayedFilters)}
      aria-label={translate('app.career-list.remove_filter', { filter: label })}
      sx={{ mb: 1, textTransform: 'none' }}
      data-filter="from"
    >
      {label}
    </Button>
  );
}

/** The name cell: an unread candidate's name in bold, with a "new" mark that says so in words. */
export function CandidateNameCell({ field = 'name' }: { field?: 'name' | 'surname' }) {
  const record = useRecordContext<CandidateListItem>();
  const translate = useTranslate();
  if (!record) return null;
  const unread = record.isRead === false;
  return (
    <Box component="span" sx={{ fontWeight: unread ? 700 : 'inherit' }} data-unread={unread ? 'true' : undefined}>
      {record[field]}
      {unread && field === 'name' ? <UnreadMark label={translate('app.career-list.unread')} /> : null}
    </Box>
  );
}

/** The card's heading on a phone: the full name, and the same mark. */
export function CandidateTitle({ record }: { record: CandidateListItem }) {
  const translate = useTranslate();
  const unread = record.isRead === false;
  return (
    <Box component="span" sx={{ fontWeight: unread ? 700 : 'inherit' }} data-unread={unread ? 'true' : undefined}>
      {candidateName(record)}
      {unread ? <UnreadMark label={translate('app.career-list.unread')} /> : null}
    </Box>
  );
}

function UnreadMark({ label }: { label: string }) {
  return (
    <Chip
      component="span"
      size="small"
      color="primary"
      label={label}
      sx={{ ml: 1, height: 20, fontWeight: 600, verticalAlign: 'text-bottom' }}
    />
  );
}
