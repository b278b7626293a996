import { MENU_CURRENCY, type LanguageCode } from '@qahve/config';
import { formatAmount } from '../money';

/**
 * The manat sign (₼) drawn as a glyph: the text "₼" stays in the page (screen readers, copying,
 * tests) while the drawing shows on systems whose fonts lack U+20BC (many Linux desktops).
 */
export function Manat() {
  return (
    <span className="manat">
      <span className="sr-only">{MENU_CURRENCY}</span>
      <svg className="manat__glyph" viewBox="0 0 12 14" aria-hidden="true" focusable="false">
        <path d="M1.5 13V8.25a4.5 4.5 0 0 1 9 0V13M6 1.5V13" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** "4,5 ₼": the amount in the language's number format and the manat sign. */
export function Price({ amount, locale, className }: { amount: number; locale: LanguageCode; className?: string }) {
  return (
    <span className={className}>
      {formatAmount(amount, locale)}
      {'\u00a0'}
      <Manat />
    </span>
  );
}
