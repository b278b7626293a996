import { Box, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { HistoryChange, HistoryEntry } from '@qahve/config';
import type { ReactNode } from 'react';
import { useLocaleState, useResourceDefinitions, useTranslate } from 'react-admin';
import { formatDateTime } from './dates';

/** Actions that change no field by nature: their entries say no "no field changed". */
const WITHOUT_CHANGES = new Set<string>(['login', 'logout', 'erase']);

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
  // The resource's own label, else one the history gives every resource (`isDeleted`), else the raw name.
  const label = (field: string) => {
    const common = translate(`app.history.fields.${field}`, { _: field });
    return resource ? translate(`resources.${resource}.fields.${field}`, { _: common }) : common;
  };
  const heads = [
    translate('app.history.field'),
    translate('app.history.language'),
    translate('app.history.before'),
    translate('app.history.after'),
  ];
  return (
    <Table size="small" aria-label={translate('app.history.tab_history')} sx={PHONE_ROWS}>
      <TableHead>
        <TableRow>
          {heads.map((head) => (
            <TableCell key={head}>{head}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={`${change.field}.${change.locale ?? ''}`}>
            <TableCell data-label={heads[0]}>{label(change.field)}</TableCell>
            <TableCell data-label={heads[1]}>{change.locale ? translate(`app.languages.${change.locale}`) : '—'}</TableCell>
            <TableCell data-label={heads[2]} sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
              <del>{shownValue(change.before)}</del>
            </TableCell>
            <TableCell data-label={heads[3]} sx={{ overflowWrap: 'anywhere' }}>
              {shownValue(change.after)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * On a phone four columns squeeze a value to a letter a line (and overflow the edit modal): each
 * change becomes a small card of two columns, field and language above, before and after below,
 * each cell named by its column's header (`data-label`), the header row hidden.
 */
const PHONE_ROWS = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: 2,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', border: 0, px: 0.5, py: 0.25 },
    '& tbody td::before': { content: 'attr(data-label)', display: 'block', typography: 'caption', color: 'text.secondary' },
  },
} as const;

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
    <Box
      component="li"
      sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 1.5 }}
      data-testid={`history-entry-${entry.id}`}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="subtitle2" component="p">
          {translate(`app.history.actions.${entry.action}`, { _: entry.action })} ·{' '}
          <time dateTime={entry.time}>{formatDateTime(entry.time, locale)}</time> · {byPrefix}
          {user}
          {bySuffix} · {translate(`app.history.sources.${entry.source ?? 'console'}`)}
        </Typography>
        {actions}
      </Stack>
      {entry.changes.length === 0 && WITHOUT_CHANGES.has(entry.action) ? null : (
        <HistoryChanges changes={entry.changes} resource={resource} />
      )}
    </Box>
  );
}
