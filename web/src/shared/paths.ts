/**
 * The public routes. Plain data (no React), so that vite.config.ts can build the sitemap from it.
 * React Router matches paths case-insensitively, which is what serves /About and /Location.
 */
export const PATHS = {
  home: '/',
  menu: '/menu',
  about: '/about',
  interior: '/interior',
  location: '/location',
  career: '/career',
  survey: '/survey',
  product: '/product',
  thanks: '/thanks',
} as const;

/** The pages listed in the sitemap, each in the three languages (`?lang=`). */
export const INDEXABLE_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.menu,
  PATHS.about,
  PATHS.interior,
  PATHS.location,
  PATHS.product,
  PATHS.career,
  PATHS.survey,
];

const KNOWN = Object.values(PATHS).filter((p) => p !== '/');

/**
 * The canonical spelling of a path: known pages in lower case (/About -> /about,
 * /Interior/2 -> /interior/2), no trailing slash.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = trimmed.toLowerCase();
  const known = KNOWN.find((p) => lower === p || lower.startsWith(`${p}/`));
  return known ? known + trimmed.slice(known.length) : trimmed || '/';
}
