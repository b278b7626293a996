import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminReview } from '@qahve/config';
import { StateChip, type ChipLook } from '../../common/StateChip';

const CHIP: Record<AdminReview['status'], ChipLook> = {
  confirmed: { color: 'success', variant: 'filled' },
  rejected: { color: 'error', variant: 'filled' },
  // Outlined, with the text in the body colour: the theme's orange is too light for small text.
  pending: { color: 'default', variant: 'outlined' },
};

/** The moderation state as a chip in the language, and "Deleted" beside it for a deleted review. */
export function ReviewStatus() {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      <StateChip
        look={CHIP[record.status]}
        label={translate(`app.reviews.status.${record.status}`)}
        pending={record.status === 'pending'}
        data={{ 'data-status': record.status }}
      />
      {record.isDeleted ? <Chip size="small" variant="outlined" label={translate('app.common.deleted')} /> : null}
    </Stack>
  );
}
