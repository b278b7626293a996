import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Button as MuiButton, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import UndoIcon from '@mui/icons-material/Undo';
import type { HistoryEntry, Paged } from '@qahve/config';
import { Button, Confirm, HttpError, useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { QahveDataProvider } from '../api/dataProvider';
import { HistoryEntryCard } from './HistoryEntry';

const PAGE = 10;

/** An entry's two restores, in their order on screen: the state after its change, and the state before it. */
const RESTORES = [
  { version: 'after', flag: 'restorable', Icon: RestoreIcon, label: 'app.history.restore' },
  { version: 'before', flag: 'restorableBefore', Icon: UndoIcon, label: 'app.history.restore_before' },
] as const;

/**
 * A record's History tab (in its edit modal): its versions newest first, each with the change in every
 * language, and "restore this version", which brings the record back to its state right after that
 * change (a recorded write itself, so it appears on top afterwards), or "restore the state before",
 * which undoes the change (the first change of content older than the history too).
 */
export function VersionHistory({ resource, id }: { resource: string; id: Identifier }) {
  const dataProvider = useDataProvider<QahveDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pages, setPages] = useState(1);
  const [loads, setLoads] = useState(0);
  const [restoring, setRestoring] = useState<{ entry: HistoryEntry; version: 'after' | 'before' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<{ data?: Paged<HistoryEntry>; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    // One request for the pages shown so far: "show older" grows the page, the order stays the server's.
    Promise.resolve(dataProvider.history?.(resource, id, { page: 1, perPage: PAGE * pages }))
      .then((data) => current && setState({ data: data ?? { pageNumber: 1, totalPages: 0, totalItems: 0, items: [] } }))
      .catch((error: unknown) => current && setState({ error }));
    return () => {
      current = false;
    };
  }, [dataProvider, resource, id, pages, loads]);
  const { data, error } = state;
  const isPending = !data && !error;

  const restore = async () => {
    if (!restoring) return;
    setBusy(true);
    try {
      await dataProvider.restoreVersion!(resource, restoring.entry.id, restoring.version);
      notify('app.history.restored', { type: 'success' });
      setRestoring(null);
      setLoads((n) => n + 1);
      refresh();
    } catch (failure) {
      const message = failure instanceof HttpError || failure instanceof Error ? failure.message : String(failure);
      notify('app.history.restore_error', { type: 'error', messageArgs: { message } });
    } finally {
      setBusy(false);
    }
  };

  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !data) return <Alert severity="error">{translate('app.history.load_error')}</Alert>;
  if (data.items.length === 0) return <Typography sx={{ p: 2 }}>{translate('app.history.empty')}</Typography>;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Box component="ol" sx={{ p: 0, m: 0 }}>
        {data.items.map((entry) => (
          <HistoryEntryCard
            key={entry.id}
            entry={entry}
            resource={resource}
            actions={
              entry.restorable || entry.restorableBefore ? (
                // Their words always shown: react-admin's Button is an icon alone on a phone.
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
                  {RESTORES.filter(({ flag }) => entry[flag]).map(({ version, Icon, label }) => (
                    <MuiButton
                      key={version}
                      size="small"
                      startIcon={<Icon />}
                      onClick={() => setRestoring({ entry, version })}
                      disabled={busy}
                    >
                      {translate(label)}
                    </MuiButton>
                  ))}
                </Box>
              ) : null
            }
          />
        ))}
      </Box>
      {data.totalItems > data.items.length ? <Button label="app.history.older" onClick={() => setPages((n) => n + 1)} /> : null}
      <Confirm
        isOpen={restoring !== null}
        loading={busy}
        title={restoring?.version === 'before' ? 'app.history.restore_before_title' : 'app.history.restore_title'}
        content={restoring?.version === 'before' ? 'app.history.restore_before_content' : 'app.history.restore_content'}
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      />
    </Box>
  );
}
