import { useCallback, useState } from 'react';
import { HttpError, useGetResourceLabel, useNotify, useRefresh, type Identifier } from 'react-admin';
import { useNotifyFailure } from '../../common/useNotifyFailure';
import type { AdminReview } from '@qahve/config';
import { moveReview, moveReviews, type ReviewMove } from './api';

/**
 * Confirm or reject one review or a selection, then a notification in the language and the list
 * reloaded. Failures: a 405 is "method not allowed" and a 404 on one review "not found";
 * anything else shows the server's message (a deleted review: revert it first). Answers whether it
 * worked, so that a bulk action can clear the selection; `onMoved` gets the review as the server
 * answers it after a single move.
 */
export function useModeration() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const getResourceLabel = useGetResourceLabel();
  const [pending, setPending] = useState(false);

  const moderate = useCallback(
    async (
      move: ReviewMove,
      ids: Identifier[],
      { bulk = false, onMoved }: { bulk?: boolean; onMoved?: (review: AdminReview) => void } = {},
    ): Promise<boolean> => {
      setPending(true);
      try {
        if (bulk) await moveReviews(ids, move);
        else {
          // Not `onMoved?.(await …)`: without a callback that would skip the move itself.
          const review = await moveReview(ids[0], move);
          onMoved?.(review);
        }
        notify(bulk ? `app.reviews.bulk_${move}_done` : `app.reviews.${move}_done`, {
          type: 'success',
          messageArgs: { smart_count: ids.length },
        });
        refresh();
        return true;
      } catch (error) {
        const status = error instanceof HttpError ? error.status : undefined;
        const key =
          status === 405
            ? 'app.reviews.method_not_allowed'
            : status === 404 && !bulk
              ? 'app.common.not_found'
              : `app.reviews.${move}_error`;
        if (!(await notifyFailure(error, key, { name: getResourceLabel('reviews', 1) }))) return false;
        // Gone or deleted meanwhile: the list is out of date.
        if (status === 404 || status === 409) refresh();
        return false;
      } finally {
        setPending(false);
      }
    },
    [notify, notifyFailure, refresh, getResourceLabel],
  );

  return { moderate, pending };
}
