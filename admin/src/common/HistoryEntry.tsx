import { Box, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { HistoryChange, HistoryEntry } from '@qahve/config';
import type { ReactNode } from 'react';
import { useLocaleState, useResourceDefinitions, useTranslate } from 'react-admin';
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

/**
 * The console resource of an entry's `resource` (its API path, `Products` -> `products`), whose field
 * labels the Activity page shows as the History tab does; undefined for sign-ins (`Identity`).
 */
export function useResourceOfApiPath(): (path: string) => string | undefined {
  const definitions = useResourceDefinitions();
  return (path) => Object.values(definitions).find((definition) => definition.options?.apiPath === path)?.name;
}

/**
 * One entry: what was done, when, by whom, its changes, and `actions` (the restore button) beside.
 * With `onUser` (the Activity page), the administrator's e-mail is a button that filters to them.
 */
export function HistoryEntryCard({
  entry,
  resource,
  actions,
  onUser,
}: {
  entry: HistoryEntry;
  resource?: string;
  actions?: ReactNode;
  onUser?: (entry: HistoryEntry) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const email = entry.userEmail ?? translate('app.history.system');
  const user =
    onUser && entry.userId !== null && entry.userId !== undefined ? (
      <Link
        component="button"
        type="button"
        variant="subtitle2"
        onClick={() => onUser(entry)}
        title={translate('app.activity.only_user', { user: email })}
        sx={{ verticalAlign: 'baseline', textAlign: 'start', wordBreak: 'break-all' }}
      >
        {email}
      </Link>
    ) : (
      email
    );
  // "by %{user}" is "%{user} tərəfindən" in Azerbaijani: the e-mail (a button here) goes where the language puts it.
  const [byPrefix, bySuffix = ''] = translate('app.history.by', { user: '\u0001' }).split('\u0001');
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 1.5 }} data-testid={`history-entry-${entry.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="p">
          {translate(`app.history.actions.${entry.action}`, { _: entry.action })} ·{' '}
          <time dateTime={entry.time}>{formatDateTime(entry.time, locale)}</time> ·{' '}
          {byPrefix}
          {user}
          {bySuffix}
        </Typography>
        {actions}
      </Stack>
      <HistoryChanges changes={entry.changes} resource={resource} />
    </Box>
  );
}
