import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts';
import { WORKING_HOURS, type LanguageCode } from '@qahve/config';
import { languageUrl } from './head';
import { PATHS } from './paths';

/**
 * What the pages' schema.org blocks share: the addresses that name them (`@id`), so that the coffee
 * house of /location and the Menu of /menu point at each other in the language of the page, and the
 * way a block is written into the page. Each block is built as a schema-dts type, so that the
 * type check refuses a property schema.org has not.
 */

/** The menu page in the language: the coffee house's `hasMenu` and the Menu's own `url`. */
export const menuUrl = (origin: string, locale: LanguageCode) => languageUrl(origin, PATHS.menu, locale);

export const menuId = (origin: string, locale: LanguageCode) => `${menuUrl(origin, locale)}#menu`;

/** The coffee house as /location describes it. */
export const shopId = (origin: string, locale: LanguageCode) => `${languageUrl(origin, PATHS.location, locale)}#shop`;

/** An uploaded picture's address made absolute (a crawler reads the block apart from the page). */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * JSON for a `<script type="application/ld+json">`: data, not a script, which the
 * Content-Security-Policy lets be (it forbids inline scripts); `<` escaped so that no text can
 * close the element.
 */
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** WORKING_HOURS ("8:00 - 23:00") as schema.org times: ["08:00", "23:00"]. */
export function openingTimes(hours: string = WORKING_HOURS): [string, string] {
  const [opens = '', closes = ''] = hours.split('-').map((part) => {
    const [h = '0', m = '00'] = part.trim().split(':');
    return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
  });
  return [opens, closes];
}

const DAYS: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The opening hours the site states (every day, WORKING_HOURS), as a coffee house's properties. */
export function openingHoursLd(): { openingHours: string; openingHoursSpecification: OpeningHoursSpecification[] } {
  const [opens, closes] = openingTimes();
  return {
    openingHours: `Mo-Su ${opens}-${closes}`,
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens, closes }],
  };
}
