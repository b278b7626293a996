import type { LanguageCode, LanguageId, Product } from '@qahve/config';
import { Image } from '../../shared/ui/Image';
import { parseSizeAndPrice, productName } from '../../shared/catalog';
import { SizePrices } from '../../shared/ui/SizePrices';

/**
 * A menu card: the whole card is one button that opens the product's modal. The picture is
 * decorative (the name is the button's text), so screen readers hear "Latte, S 5 ₼, M 6 ₼".
 */
export function ProductCard({
  product,
  languageId,
  locale,
  noName,
  onOpen,
  priority = false,
}: {
  product: Product;
  languageId: LanguageId;
  locale: LanguageCode;
  noName: string;
  onOpen: (product: Product) => void;
  priority?: boolean;
}) {
  const name = productName(product, languageId, noName);
  const sizes = parseSizeAndPrice(product.sizeAndPrice);
  return (
    <button type="button" className="menu-card" onClick={() => onOpen(product)} aria-haspopup="dialog">
      <span className="menu-card__media">
        <Image
          src={product.primaryImageUrl}
          srcSet={product.primaryImageSrcSet}
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 112px"
          width={1}
          height={1}
          alt=""
          priority={priority}
          className="menu-card__image"
        />
      </span>
      <span className="menu-card__body">
        <span className="menu-card__name">{name}</span>
        <SizePrices entries={sizes} locale={locale} compact />
      </span>
    </button>
  );
}
