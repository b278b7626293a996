import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';

/**
 * An action's failure (a delete, a moderation, a download): a 401 that survived the token refresh
 * ends the session (to /admin/login); anything else is the error notification `key`, given the
 * server's message (translated when it is a message key) and `args`. Answers false after a logout.
 */
export function useNotifyFailure() {
  const notify = useNotify();
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async (error: unknown, key: string, args: Record<string, unknown> = {}): Promise<boolean> => {
      if (await logoutIfAccessDenied(error)) return false;
      const message = (error as Error)?.message ?? '';
      notify(key, { type: 'error', messageArgs: { message: translate(message, { _: message }), ...args } });
      return true;
    },
    [notify, translate, logoutIfAccessDenied],
  );
}
