import type { CafeOrCoffeeShop, WithContext } from 'schema-dts';
import { MAP_CENTER, type LanguageCode } from '@qahve/config';
import { languageUrl, SHARE_IMAGE } from '../../shared/head';
import { menuId, openingHoursLd, shopId } from '../../shared/jsonLd';
import { PATHS } from '../../shared/paths';
import { CONTACT_EMAIL, CONTACT_PHONE, PRICE_RANGE, SITE_COUNTRY, SITE_NAME, SOCIAL_LINKS } from '../../shared/site';

/**
 * The coffee house on the map. The street and city are translated
 * in location.json; the postal code and country are the same in every language. Placeholders
 * until the brand confirms the address, like the phone and e-mail of shared/site.ts.
 */
export const SHOP_POSTAL_CODE = 'AZ1010';
export const SHOP_COUNTRY = SITE_COUNTRY;
export const [SHOP_LAT, SHOP_LNG] = MAP_CENTER;

/** The address on an external map (opens Google Maps, or its app, at the pin). */
export const EXTERNAL_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${SHOP_LAT}%2C${SHOP_LNG}`;

export interface ShopText {
  name: string;
  street: string;
  city: string;
}

/**
 * schema.org CafeOrCoffeeShop for /location: address, geo, the opening hours the page states, phone,
 * picture, price range, and its menu (the Menu of /menu in the same language, by `@id`).
 */
export function shopJsonLd({ name, street, city }: ShopText, origin: string, locale: LanguageCode): WithContext<CafeOrCoffeeShop> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CafeOrCoffeeShop',
    '@id': shopId(origin, locale),
    name: SITE_NAME,
    ...(name === SITE_NAME ? {} : { alternateName: name }),
    url: languageUrl(origin, PATHS.location, locale),
    image: `${origin}${SHARE_IMAGE.path}`,
    priceRange: PRICE_RANGE,
    telephone: CONTACT_PHONE.replace(/\s+/g, ''),
    email: CONTACT_EMAIL,
    servesCuisine: 'Coffee',
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      postalCode: SHOP_POSTAL_CODE,
      addressCountry: SHOP_COUNTRY,
    },
    geo: { '@type': 'GeoCoordinates', latitude: SHOP_LAT, longitude: SHOP_LNG },
    hasMap: EXTERNAL_MAP_URL,
    ...openingHoursLd(),
    hasMenu: { '@id': menuId(origin, locale) },
    sameAs: [SOCIAL_LINKS.instagram, SOCIAL_LINKS.facebook],
  };
}
