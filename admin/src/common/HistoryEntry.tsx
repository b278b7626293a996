import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { HistoryChange, HistoryEntry } from '@qahve/config';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from './dates';

/** A value as the diff shows it: nothing as a dash, yes/no, lists joined, text as it is. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(shownValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The field-level changes of one history entry, in every language it touched: a field kept per
 * language has a row per language. `resource` is the console's resource, whose field labels name the
 * fields where it has them.
 */
export function HistoryChanges({ changes, resource }: { changes: HistoryChange[]; resource?: string }) {
  const translate = useTranslate();
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.history.no_changes')}
      </Typography>
    );
  }
  const label = (field: string) => (resource ? translate(`resources.${resource}.fields.${field}`, { _: field }) : field);
  return (
    <Table size="small" aria-label={translate('app.history.tab_history')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.history.field')}</TableCell>
          <TableCell>{translate('app.history.language')}</TableCell>
          <TableCell>{translate('app.history.before')}</TableCell>
          <TableCell>{translate('app.history.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={`${change.field}.${change.locale ?? ''}`}>
            <TableCell>{label(change.field)}</TableCell>
            <TableCell>{change.locale ? translate(`app.languages.${change.locale}`) : '—'}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word', color: 'text.secondary' }}>
              <del>{shownValue(change.before)}</del>
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{shownValue(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One entry: what was done, when, by whom, its changes, and `actions` (the restore button) beside. */
export function HistoryEntryCard({ entry, resource, actions }: { entry: HistoryEntry; resource?: string; actions?: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 1.5 }} data-testid={`history-entry-${entry.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="p">
          {translate(`app.history.actions.${entry.action}`, { _: entry.action })} ·{' '}
          <time dateTime={entry.time}>{formatDateTime(entry.time, locale)}</time> ·{' '}
          {translate('app.history.by', { user: entry.userEmail ?? translate('app.history.system') })}
        </Typography>
        {actions}
      </Stack>
      <HistoryChanges changes={entry.changes} resource={resource} />
    </Box>
  );
}
