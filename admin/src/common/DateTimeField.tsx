import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDateTime } from './dates';

/** A record's date and time in the console's language (formatDateTime), as a `<time>`. */
export function DateTimeField({ source }: { source: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source];
  if (!record) return null;
  return <time dateTime={typeof value === 'string' ? value : undefined}>{formatDateTime(value, locale)}</time>;
}
