import { MAP_CENTER, WORKING_HOURS } from '@qahve/config';
import { CONTACT_EMAIL, CONTACT_PHONE, SITE_NAME, SOCIAL_LINKS } from '../../shared/site';

/**
 * The coffee house on the map. The street and city are translated
 * in location.json; the postal code and country are the same in every language. Placeholders
 * until the brand confirms the address, like the phone and e-mail of shared/site.ts.
 */
export const SHOP_POSTAL_CODE = 'AZ1010';
export const SHOP_COUNTRY = 'AZ';
export const [SHOP_LAT, SHOP_LNG] = MAP_CENTER;

/** The address on an external map (opens Google Maps, or its app, at the pin). */
export const EXTERNAL_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${SHOP_LAT}%2C${SHOP_LNG}`;

/** WORKING_HOURS ("8:00 - 23:00") as schema.org times: ["08:00", "23:00"]. */
export function openingTimes(hours: string = WORKING_HOURS): [string, string] {
  const [opens = '', closes = ''] = hours.split('-').map((part) => {
    const [h = '0', m = '00'] = part.trim().split(':');
    return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
  });
  return [opens, closes];
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface ShopText {
  name: string;
  street: string;
  city: string;
}

/** schema.org CafeOrCoffeeShop for /location: address, geo, opening hours, phone. */
export function shopJsonLd({ name, street, city }: ShopText, origin: string, language: string) {
  const [opens, closes] = openingTimes();
  return {
    '@context': 'https://schema.org',
    '@type': 'CafeOrCoffeeShop',
    '@id': `${origin}/location#shop`,
    name: SITE_NAME,
    alternateName: name === SITE_NAME ? undefined : name,
    url: `${origin}/`,
    inLanguage: language,
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
    openingHours: `Mo-Su ${opens}-${closes}`,
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens, closes }],
    sameAs: [SOCIAL_LINKS.instagram, SOCIAL_LINKS.facebook],
  };
}

/** JSON for an inline <script>: `<` escaped so that no text can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
