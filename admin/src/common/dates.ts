/**
 * Dates and times as each language writes them: "Nov 25, 2026, 6:10 AM" (English),
 * "25.11.2026 06:10" (Azerbaijani), "25.11.2026, 06:10" (Russian), in the browser's time zone
 * (or `timeZone`).
 * Azerbaijani is put together here: Chromium ships no Azerbaijani date patterns and falls back to
 * "2026 M11 25 06:10".
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

const NUMERIC: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

export function formatDateTime(value: string | number | Date | null | undefined, locale: string, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  if (locale === 'az') {
    const parts = Object.fromEntries(
      formatter('en-GB', { ...NUMERIC, timeZone })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
  }
  if (locale === 'ru') return formatter('ru', { ...NUMERIC, timeZone }).format(date);
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
