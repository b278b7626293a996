import { useEffect, useRef, useState } from 'react';
import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { CREATE_REDIRECT_MS } from '@qahve/config';

type Maybe = { body?: { errors?: { root?: { serverError?: string } } }; message?: string } | undefined;

/** True when the error carries server field errors, which the form itself shows (fields + notification). */
const formShowsIt = (error: unknown) => Boolean((error as Maybe)?.body?.errors);

/**
 * A create form's outcome: the success text, then the list after 2 s; on failure
 * the server's message when it sent one (shown by the form with the field errors), else the form's
 * default error text. `done` disables the save buttons while the redirect waits; `leave` is that wait
 * for another way of creating that says its own success (Save as draft).
 */
export function useCreateOutcome({ successKey, errorKey, redirectTo }: { successKey: string; errorKey: string; redirectTo: string }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const leave = () => {
    setDone(true);
    timer.current = setTimeout(() => redirect(redirectTo), CREATE_REDIRECT_MS);
  };
  const mutationOptions = {
    onSuccess: () => {
      notify(successKey, { type: 'success' });
      leave();
    },
    onError: (error: unknown) => {
      if (formShowsIt(error)) return;
      notify(errorKey, { type: 'error' });
    },
  };
  return { done, mutationOptions, leave };
}

/**
 * An edit's outcome: "Saved", or "<update_error>: message". Field errors are also set on the inputs;
 * the form's own notification then shows the prefixed message.
 */
export function useEditOutcome({ errorKey, onSaved }: { errorKey: string; onSaved?: (record: RaRecord) => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    onSuccess: (record: RaRecord) => {
      notify('app.common.updated', { type: 'success' });
      onSaved?.(record);
    },
    onError: (error: unknown) => {
      const message = translate((error as Maybe)?.message ?? 'ra.notification.http_error', { _: (error as Maybe)?.message });
      const root = (error as Maybe)?.body?.errors?.root;
      if (root) {
        root.serverError = translate(errorKey, { message });
        return;
      }
      notify(errorKey, { type: 'error', messageArgs: { message } });
    },
  };
}
