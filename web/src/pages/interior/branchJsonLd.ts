import type { CafeOrCoffeeShop, WithContext } from 'schema-dts';
import type { BranchImage, LanguageCode } from '@qahve/config';
import { languageUrl } from '../../shared/head';
import { absoluteUrl, menuId, openingHoursLd, shopId } from '../../shared/jsonLd';
import { CONTACT_PHONE, PRICE_RANGE, SITE_COUNTRY, SITE_NAME } from '../../shared/site';

/**
 * schema.org CafeOrCoffeeShop of a branch, on its own page (/interior, /interior/<id>): its name, its
 * photos, its street address (PostalAddress: the street in the page's language, the city as the page
 * words it, the country) and its coordinates (GeoCoordinates) when the branch has them, the opening
 * hours, phone and price range the site states for every coffee house, its menu (the Menu of /menu in
 * the page's language) and the brand's coffee house of /location as its parent, by `@id`. A branch
 * without an address or coordinates has no `address` or `geo`: a search engine reads none rather
 * than the parent's.
 */
export function branchJsonLd({
  name,
  path,
  images,
  origin,
  locale,
  address,
  city,
  latitude,
  longitude,
}: {
  name: string;
  path: string;
  images: readonly BranchImage[];
  origin: string;
  locale: LanguageCode;
  /** The street address in the page's language, if the branch has one. */
  address?: string | null;
  /** The city in the page's language (Baku): the address's locality. */
  city?: string;
  /** Degrees: both or neither. */
  latitude?: number | null;
  longitude?: number | null;
}): WithContext<CafeOrCoffeeShop> {
  const url = languageUrl(origin, path, locale);
  const street = address?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'CafeOrCoffeeShop',
    '@id': `${url}#branch`,
    name: `${SITE_NAME} — ${name}`,
    url,
    ...(images.length ? { image: images.map((image) => absoluteUrl(origin, image.imageUrl)) } : {}),
    ...(street
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: street,
            ...(city ? { addressLocality: city } : {}),
            addressCountry: SITE_COUNTRY,
          },
        }
      : {}),
    ...(typeof latitude === 'number' && typeof longitude === 'number' ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
    priceRange: PRICE_RANGE,
    telephone: CONTACT_PHONE.replace(/\s+/g, ''),
    ...openingHoursLd(),
    hasMenu: { '@id': menuId(origin, locale) },
    parentOrganization: { '@id': shopId(origin, locale) },
  };
}
