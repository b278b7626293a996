/**
 * Contact details and links of the brand. The phone, e-mail and social pages are placeholders
 * until the brand gives the real ones: change them here only.
 */
export const SITE_NAME = 'Qahve Evi';

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/qahveevi/',
  facebook: 'https://www.facebook.com/qahveevi/',
} as const;

export const CONTACT_PHONE = '+994 12 555 00 00';
export const CONTACT_PHONE_HREF = `tel:${CONTACT_PHONE.replace(/\s+/g, '')}`;
export const CONTACT_EMAIL = 'info@qahveevi.az';

/**
 * The site's public origin for canonical and hreflang links: VITE_SITE_URL when the build sets it,
 * else the origin the page was served from.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  return (configured || globalThis.location?.origin || '').replace(/\/+$/, '');
}
