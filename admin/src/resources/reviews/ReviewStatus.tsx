import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminReview } from '@qahve/config';

const CHIP: Record<AdminReview['status'], { color: 'success' | 'error' | 'default'; variant: 'filled' | 'outlined' }> = {
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
  const { color, variant } = CHIP[record.status];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      <Chip
        size="small"
        color={color}
        variant={variant}
        data-status={record.status}
        label={translate(`app.reviews.status.${record.status}`)}
        sx={record.status === 'pending' ? { borderColor: 'warning.main', borderWidth: 2, fontWeight: 600 } : { fontWeight: 600 }}
      />
      {record.isDeleted ? <Chip size="small" variant="outlined" label={translate('app.common.deleted')} /> : null}
    </Stack>
  );
}
