import type { LanguageCode, LanguageId, Product } from '@qahve/config';
import { Image } from '../../shared/ui/Image';
import { parseSizeAndPrice, productDescription, productImageAlt, productName } from '../../shared/catalog';
import { SizePrices } from '../../shared/ui/SizePrices';

/** How wide a card's picture is shown. */
const TILE_IMAGE_SIZES = '(min-width: 1240px) 380px, (min-width: 720px) 31vw, 100vw';

/** A catalogue card: picture (placeholder when none), name, description, sizes and prices. */
export function ProductTile({
  product,
  languageId,
  locale,
  noName,
  noDescription,
  priority,
}: {
  product: Product;
  languageId: LanguageId;
  locale: LanguageCode;
  noName: string;
  noDescription: string;
  priority: boolean;
}) {
  const name = productName(product, languageId, noName);
  return (
    <article className="product-tile">
      <div className="product-tile__media">
        <Image
          src={product.primaryImageUrl}
          srcSet={product.primaryImageSrcSet}
          sizes={TILE_IMAGE_SIZES}
          width={1}
          height={1}
          alt={productImageAlt(product, languageId, name)}
          priority={priority}
          className="product-tile__image"
        />
      </div>
      <div className="product-tile__body">
        <h2 className="product-tile__name">{name}</h2>
        <p className="product-tile__description">{productDescription(product, languageId, noDescription)}</p>
        <SizePrices entries={parseSizeAndPrice(product.sizeAndPrice)} locale={locale} compact />
      </div>
    </article>
  );
}
