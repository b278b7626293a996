import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Button, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { EditLinkButton } from './EditLinkButton';
import { isDeletedRecord, SoftDeleteButton } from './SoftDeleteButton';

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

/**
 * Edit, Delete and (deleted rows) Revert, for the actions column of a list. An item created as a
 * draft is edited (to publish it) but, hidden already, neither deleted nor reverted.
 */
export function RowActions({ title: titleInLocale, onChanged, children, canEdit = true, errorKeys }: RowActionsProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const title = (of: RaRecord) => titleInLocale(of, locale);
  const deleted = isDeletedRecord(record);
  const hidden = Boolean(record.isDeleted);
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap>
      {canEdit && deleted ? (
        <Button label="ra.action.edit" disabled aria-label={`${translate('ra.action.edit')}: ${title(record)}`}>
          <EditIcon />
        </Button>
      ) : null}
      {canEdit && !deleted ? <EditLinkButton title={title} /> : null}
      <SoftDeleteButton action="delete" title={title} onChanged={onChanged} disabled={hidden} errorKey={errorKeys?.delete} />
      {deleted ? <SoftDeleteButton action="revert" title={title} onChanged={onChanged} errorKey={errorKeys?.revert} /> : null}
      {children}
    </Stack>
  );
}
