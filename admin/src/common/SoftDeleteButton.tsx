import type { SxProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  HttpError,
  useDataProvider,
  useGetResourceLabel,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import type { QahveDataProvider } from '../api/dataProvider';
import { ConfirmButton } from './ConfirmButton';
import { recordState } from './drafts';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * Soft deletion: a deleted row stays in the list, struck through and greyed, with Edit and
 * Delete disabled and a Revert button. Delete and revert ask first, then notify.
 */

/**
 * A record deleted from the site. An item created as a draft is hidden as well (`isDeleted`) but was
 * never shown: it is a draft to edit and publish, not a deletion to revert.
 */
export const isDeletedRecord = (record: RaRecord | undefined): boolean => !!record && recordState(record) === 'deleted';

/** DataTable `rowSx`: deleted rows struck through and greyed, except the actions column. */
export function deletedRowSx(record: RaRecord): SxProps {
  if (!isDeletedRecord(record)) return {};
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
  const getResourceLabel = useGetResourceLabel();
  if (!record) return null;

  const name = getResourceLabel(resource, 1).toLowerCase();
  const recordTitle = title(record);

  return (
    <ConfirmButton
      label={action === 'delete' ? 'ra.action.delete' : 'app.common.revert'}
      subject={recordTitle}
      icon={action === 'delete' ? <DeleteIcon /> : <RestoreIcon />}
      color={action === 'delete' ? 'error' : 'primary'}
      disabled={disabled}
      dialog={{
        title: action === 'delete' ? 'app.common.delete_title' : 'app.common.revert_title',
        content: action === 'delete' ? 'app.common.delete_content' : 'app.common.revert_content',
        translateOptions: { name, title: recordTitle },
        confirmColor: action === 'delete' ? 'warning' : 'primary',
      }}
      action={async () => {
        if (action === 'delete') await dataProvider.delete(resource, { id: record.id, previousData: record });
        else await dataProvider.revert(resource, record.id);
        notify(action === 'delete' ? 'app.common.deleted_done' : 'app.common.reverted_done', { type: 'success' });
        onChanged?.();
        refresh();
      }}
      onFailure={(error) => {
        const status = error instanceof HttpError ? error.status : undefined;
        const failed = errorKey ?? (action === 'delete' ? 'app.common.delete_error' : 'app.common.revert_error');
        return notifyFailure(error, status === 404 ? 'app.common.not_found' : failed, { name: getResourceLabel(resource, 1) });
      }}
    />
  );
}
