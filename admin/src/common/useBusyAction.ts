import { useState } from 'react';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * A button's action that says while it runs (`busy`, to disable the button meanwhile) and reports a
 * failure as the notification `failureKey` (useNotifyFailure).
 */
export function useBusyAction(failureKey: string) {
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await notifyFailure(error, failureKey);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
