import { DEFAULT_LOCALE, LANGUAGES } from '@qahve/config';
import type { Core } from '@strapi/strapi';

const LOCALE_NAMES: Record<string, string> = { en: 'English (en)', az: 'Azerbaijani (az)', ru: 'Russian (ru)' };

/** en, az and ru exist, and az is the default. */
export async function ensureLocales(strapi: Core.Strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const { code } of LANGUAGES) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name: LOCALE_NAMES[code] });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
}
