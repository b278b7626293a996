import { PATHS } from '../shared/paths';

/** The main navigation, shared by the header and the mobile menu. */
export const NAV_ITEMS = [
  { to: PATHS.menu, labelKey: 'nav.menu' },
  { to: PATHS.about, labelKey: 'nav.about' },
  { to: PATHS.interior, labelKey: 'nav.interior' },
  { to: PATHS.location, labelKey: 'nav.location' },
] as const;
