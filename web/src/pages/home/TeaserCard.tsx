import { shownText, type HomeProduct, type LanguageCode, type LanguageId } from '@qahve/config';
import { Image } from '../../shared/ui/Image';
import { formatPrice } from '../../shared/money';

/** One home product: picture (described by its alt text, else its name), name in the language (else its title), price in AZN. */
export function TeaserCard({ product, languageId, locale }: { product: HomeProduct; languageId: LanguageId; locale: LanguageCode }) {
  const name = shownText(product.productDictionaries, languageId, 'name') ?? product.title;
  return (
    <article className="teaser-card">
      <div className="teaser-card__media">
        <Image
          className="teaser-card__image"
          src={product.imageUrl}
          srcSet={product.imageSrcSet}
          sizes="(min-width: 1280px) 380px, (min-width: 768px) 31vw, 80vw"
          width={900}
          height={900}
          alt={shownText(product.productDictionaries, languageId, 'imageAlt') ?? name}
        />
      </div>
      <div className="teaser-card__body">
        <h3 className="teaser-card__name">{name}</h3>
        <p className="teaser-card__price">{formatPrice(product.price, locale)}</p>
      </div>
    </article>
  );
}
