import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDateTime } from './dates';

/**
 * A record's date and time in the console's language (formatDateTime), as a `<time>`: in the
 * browser's zone, or in `timeZone` (the date-time field kind's values are read in the brand's).
 */
export function DateTimeField({ source, timeZone }: { source: string; timeZone?: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source];
  if (!record) return null;
  return <time dateTime={typeof value === 'string' ? value : undefined}>{formatDateTime(value, locale, timeZone)}</time>;
}
