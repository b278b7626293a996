import { translateSize, type LanguageCode } from '@qahve/config';
import type { SizePrice } from '../catalog';
import { Price } from './Price';
import './sizes.css';

/**
 * Sizes (their words in the page's language, config's translateSize) with their prices in manat (₼). `compact` is the card's line of chips (spans only, as it
 * sits inside a button); otherwise a list for the modal. An entry without a readable price shows
 * its text as it is.
 */
export function SizePrices({
  entries,
  locale,
  compact = false,
  label,
}: {
  entries: readonly SizePrice[];
  locale: LanguageCode;
  compact?: boolean;
  label?: string;
}) {
  if (entries.length === 0) return null;
  const items = entries.map((e, i) => {
    const content = (
      <>
        {e.size && <span className="sizes__size">{translateSize(e.size, locale)}</span>}
        {e.size && e.price !== null && ' '}
        {e.price !== null && <Price className="sizes__price" amount={e.price} locale={locale} />}
      </>
    );
    return compact ? (
      <span key={i} className="sizes__item">
        {i > 0 && <span className="sr-only">, </span>}
        {content}
      </span>
    ) : (
      <li key={i} className="sizes__item">
        {content}
      </li>
    );
  });
  return compact ? (
    <span className="sizes sizes--compact">{items}</span>
  ) : (
    <ul className="sizes" aria-label={label}>
      {items}
    </ul>
  );
}
