import { Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import { Button, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { AdminReview } from '@qahve/config';
import { EditLinkButton } from '../../common/EditLinkButton';
import { SoftDeleteButton } from '../../common/SoftDeleteButton';
import { authorOf, movesOf, type ReviewMove } from './api';
import { useModeration } from './useModeration';

/** A review in confirmations and button names: its author. */
export const reviewTitle = (record: RaRecord) => authorOf(record as AdminReview) || `#${record.id}`;

const ICONS: Record<ReviewMove, typeof CheckIcon> = { confirm: CheckIcon, reject: BlockIcon };
// Reject in the secondary colour: the theme's orange is too light for text on white.
const COLORS = { confirm: 'success', reject: 'secondary' } as const;

/** Confirm or Reject on one review (a row, or the review's dialog). */
export function MoveButton({ move, onMoved }: { move: ReviewMove; onMoved?: (review: AdminReview) => void }) {
  const record = useRecordContext<AdminReview>();
  const translate = useTranslate();
  const { moderate, pending } = useModeration();
  if (!record) return null;
  const Icon = ICONS[move];
  return (
    <Button
      label={`app.reviews.${move}`}
      color={COLORS[move]}
      disabled={pending}
      aria-label={`${translate(`app.reviews.${move}`)}: ${reviewTitle(record)}`}
      onClick={(event) => {
        event.stopPropagation();
        void moderate(move, [record.id], { onMoved });
      }}
    >
      <Icon />
    </Button>
  );
}

/**
 * A review's actions: the moves its state allows, Edit and Delete while it is not
 * deleted, and only Revert once it is. `basePath` is the list's path, where the edit modal opens.
 */
export function ReviewActions({ basePath }: { basePath: string }) {
  const record = useRecordContext<AdminReview>();
  if (!record) return null;
  if (record.isDeleted) return <SoftDeleteButton action="revert" title={reviewTitle} />;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap>
      {movesOf(record).map((move) => (
        <MoveButton key={move} move={move} />
      ))}
      <EditLinkButton title={reviewTitle} basePath={basePath} />
      <SoftDeleteButton action="delete" title={reviewTitle} />
    </Stack>
  );
}

/** Confirm or Reject over the selected rows, in one call; the selection clears when it worked. */
function BulkMoveButton({ move }: { move: ReviewMove }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const { moderate, pending } = useModeration();
  const Icon = ICONS[move];
  return (
    <Button
      label={`app.reviews.${move}`}
      color={COLORS[move]}
      disabled={pending || selectedIds.length === 0}
      onClick={async () => {
        if (await moderate(move, selectedIds, { bulk: true })) onUnselectItems();
      }}
    >
      <Icon />
    </Button>
  );
}

export function ReviewBulkActions() {
  return (
    <>
      <BulkMoveButton move="confirm" />
      <BulkMoveButton move="reject" />
    </>
  );
}
