import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { NOTIFICATION_MS } from '@qahve/config';
import './Notification.css';

export type NotificationKind = 'success' | 'error';

export interface NotificationData {
  kind: NotificationKind;
  message: string;
}

/**
 * A toast at the top right (at the bottom on a phone): green for success (role=status), red for
 * error (role=alert). It hides itself after `duration` (3 s) by calling `onClose`. Render
 * it with `useNotification`.
 */
export function Notification({
  notification,
  onClose,
  duration = NOTIFICATION_MS,
}: {
  notification: NotificationData | null;
  onClose: () => void;
  duration?: number;
}) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!notification) return;
    const timer = setTimeout(onClose, duration);
    return () => clearTimeout(timer);
  }, [notification, onClose, duration]);

  if (!notification) return null;
  const { kind, message } = notification;
  return (
    <div className={`notification notification--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="notification__icon" aria-hidden="true">
        {kind === 'error' ? '!' : '✓'}
      </span>
      <p className="notification__message">{message}</p>
      <button type="button" className="notification__close" onClick={onClose} aria-label={t('notification.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * `const { notification, notify, dismiss } = useNotification();`
 * `notify('success', message)`, then render `<Notification notification={notification} onClose={dismiss} />`.
 */
export function useNotification() {
  const [notification, setNotification] = useState<NotificationData | null>(null);
  const notify = useCallback((kind: NotificationKind, message: string) => setNotification({ kind, message }), []);
  const dismiss = useCallback(() => setNotification(null), []);
  return { notification, notify, dismiss };
}
