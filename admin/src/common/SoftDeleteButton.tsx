import { useState } from 'react';
import type { SxProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Button,
  Confirm,
  HttpError,
  useDataProvider,
  useGetResourceLabel,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { QahveDataProvider } from '../api/dataProvider';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * Soft deletion: a deleted row stays in the list, struck through and greyed, with Edit and
 * Delete disabled and a Revert button. Delete and revert ask first, then notify.
 */

/** DataTable `rowSx`: deleted rows struck through and greyed, except the actions column. */
export function deletedRowSx(record: RaRecord): SxProps {
  if (!record?.isDeleted) return {};
  return {
    bgcolor: 'action.hover',
    '& td:not(.column-actions)': { textDecoration: 'line-through', color: 'text.secondary' },
    '& td:not(.column-actions) img': { opacity: 0.45, filter: 'grayscale(1)' },
  };
}

export function SoftDeleteButton({
  action,
  title,
  onChanged,
  disabled,
  errorKey,
}: {
  action: 'delete' | 'revert';
  title: (record: RaRecord) => string;
  onChanged?: () => void;
  disabled?: boolean;
  errorKey?: string;
}) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<QahveDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const name = getResourceLabel(resource, 1).toLowerCase();
  const recordTitle = title(record);

  const run = async () => {
    setBusy(true);
    try {
      if (action === 'delete') await dataProvider.delete(resource, { id: record.id, previousData: record });
      else await dataProvider.revert(resource, record.id);
      notify(action === 'delete' ? 'app.common.deleted_done' : 'app.common.reverted_done', { type: 'success' });
      onChanged?.();
      refresh();
    } catch (error) {
      const status = error instanceof HttpError ? error.status : undefined;
      const failed = errorKey ?? (action === 'delete' ? 'app.common.delete_error' : 'app.common.revert_error');
      await notifyFailure(error, status === 404 ? 'app.common.not_found' : failed, { name: getResourceLabel(resource, 1) });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label={action === 'delete' ? 'ra.action.delete' : 'app.common.revert'}
        color={action === 'delete' ? 'error' : 'primary'}
        disabled={disabled || busy}
        aria-label={`${translate(action === 'delete' ? 'ra.action.delete' : 'app.common.revert')}: ${recordTitle}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {action === 'delete' ? <DeleteIcon /> : <RestoreIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={action === 'delete' ? 'app.common.delete_title' : 'app.common.revert_title'}
        content={action === 'delete' ? 'app.common.delete_content' : 'app.common.revert_content'}
        translateOptions={{ name, title: recordTitle }}
        confirm={action === 'delete' ? 'ra.action.delete' : 'app.common.revert'}
        confirmColor={action === 'delete' ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
