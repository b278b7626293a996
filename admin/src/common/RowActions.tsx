import { useState, type ReactElement, type ReactNode } from 'react';
import { Stack, type SxProps } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Button,
  Confirm,
  HttpError,
  useDataProvider,
  useGetResourceLabel,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
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

export interface RowActionsProps {
  /** The record's name in confirmations ("Qəhvə"), in the console's language. */
  title: (record: RaRecord, locale: string) => string;
  /** Runs after a successful delete or revert (and after an edit, from the edit dialog). */
  onChanged?: () => void;
  /** Buttons after the standard ones (Reviews on products). */
  children?: ReactNode;
  canEdit?: boolean;
  /** The resource's own failure texts, instead of the common ones. */
  errorKeys?: { delete?: string; revert?: string };
}

/** Edit, Delete and (deleted rows) Revert, for the actions column of a list. */
export function RowActions({ title: titleInLocale, onChanged, children, canEdit = true, errorKeys }: RowActionsProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const title = (of: RaRecord) => titleInLocale(of, locale);
  const deleted = Boolean(record.isDeleted);
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap>
      {canEdit && deleted ? (
        <Button label="ra.action.edit" disabled aria-label={`${translate('ra.action.edit')}: ${title(record)}`}>
          <EditIcon />
        </Button>
      ) : null}
      {canEdit && !deleted ? <EditLinkButton title={title} /> : null}
      <SoftDeleteButton action="delete" title={title} onChanged={onChanged} disabled={deleted} errorKey={errorKeys?.delete} />
      {deleted ? <SoftDeleteButton action="revert" title={title} onChanged={onChanged} errorKey={errorKeys?.revert} /> : null}
      {children}
    </Stack>
  );
}

/**
 * A link to the record's modal route (`<basePath>/<id>`, by default `/<resource>/<id>`), keeping the
 * list's query: the edit form, or with `label` and `icon` another view (a survey's details).
 */
export function EditLinkButton({
  title,
  basePath,
  label = 'ra.action.edit',
  icon = <EditIcon />,
}: {
  title: (record: RaRecord) => string;
  basePath?: string;
  label?: string;
  icon?: ReactElement;
}) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const location = useLocation();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={{ pathname: `${basePath ?? `/${resource}`}/${encodeURIComponent(String(record.id))}`, search: location.search }}
      label={label}
      aria-label={`${translate(label)}: ${title(record)}`}
      onClick={(event) => event.stopPropagation()}
    >
      {icon}
    </Button>
  );
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
