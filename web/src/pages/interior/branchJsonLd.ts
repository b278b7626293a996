import type { CafeOrCoffeeShop, WithContext } from 'schema-dts';
import type { BranchImage, LanguageCode } from '@qahve/config';
import { languageUrl } from '../../shared/head';
import { absoluteUrl, menuId, openingHoursLd, shopId } from '../../shared/jsonLd';
import { CONTACT_PHONE, PRICE_RANGE, SITE_NAME } from '../../shared/site';

/**
 * schema.org CafeOrCoffeeShop of a branch, on its own page (/interior, /interior/<id>): its name, its
 * photos, the opening hours, phone and price range the site states for every coffee house, its menu
 * (the Menu of /menu in the page's language) and the brand's coffee house of /location as its
 * parent, by `@id`. A branch's street and coordinates are not part of its content: the address and
 * geo stay those of /location's block.
 */
export function branchJsonLd({
  name,
  path,
  images,
  origin,
  locale,
}: {
  name: string;
  path: string;
  images: readonly BranchImage[];
  origin: string;
  locale: LanguageCode;
}): WithContext<CafeOrCoffeeShop> {
  const url = languageUrl(origin, path, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'CafeOrCoffeeShop',
    '@id': `${url}#branch`,
    name: `${SITE_NAME} — ${name}`,
    url,
    ...(images.length ? { image: images.map((image) => absoluteUrl(origin, image.imageUrl)) } : {}),
    priceRange: PRICE_RANGE,
    telephone: CONTACT_PHONE.replace(/\s+/g, ''),
    ...openingHoursLd(),
    hasMenu: { '@id': menuId(origin, locale) },
    parentOrganization: { '@id': shopId(origin, locale) },
  };
}
