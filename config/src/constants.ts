/** Business constants and limits. */
export const HEADER_FIXED_THRESHOLD_PX = 130;
export const COPYRIGHT_YEAR = 2024;

export const CAROUSEL_AUTOPLAY_MS = 8000;
export const PRELOADER_MIN_MS = 2000;
export const SLIDER_SPEED_MS = 300;

export const HOME_PRODUCTS_PAGE = 1;
export const HOME_PRODUCTS_PAGE_SIZE = 3;
export const HOME_CURRENCY = 'AZN';
export const MENU_CURRENCY = '₼';

export const CANDIDATE_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Ids are 32-bit integers in the database; anything larger names nothing. */
export const MAX_ID = 2_147_483_647;

export const PRODUCT_PAGE_FETCH_SIZE = 100;
export const PRODUCT_PAGE_VISIBLE = 3;
export const PAGER_ALL_PAGES_UP_TO = 6;

export const CV_MAX_BYTES = 2 * 1024 * 1024;

/** Candidates and their CVs are erased this many days after they applied, unless CV_RETENTION_DAYS says otherwise. */
export const CV_RETENTION_DEFAULT_DAYS = 180;
/** Ten years: a longer "retention" is a typing mistake, not a policy. */
export const CV_RETENTION_MAX_DAYS = 3650;

/**
 * CV_RETENTION_DAYS as a number of days: unset or empty gives the default, `0` or `off` turns the
 * automatic erasure off (null). Anything else (a negative or fractional number, a word) throws, so
 * that a typing mistake stops the start instead of keeping personal data for ever.
 */
export function cvRetentionDays(value: string | undefined): number | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return CV_RETENTION_DEFAULT_DAYS;
  if (text === 'off' || text === '0') return null;
  if (!/^\d+$/.test(text) || Number(text) > CV_RETENTION_MAX_DAYS) {
    throw new Error(`CV_RETENTION_DAYS must be a whole number of days from 1 to ${CV_RETENTION_MAX_DAYS}, or 0 / off; got "${value}"`);
  }
  return Number(text);
}
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PHONE_MAX_LENGTH = 17;
export const PHONE_COUNTRY_CODE = '994';

export const ORDER_MIN = 1;
export const ORDER_DEFAULT = 1;
export const PRICE_MIN = 0;
export const PRICE_STEP = 0.01;

/** The coffee house on the map, to 5 decimals (about a metre: what search engines ask of a place). */
export const MAP_CENTER = [40.37772, 49.85306] as const;
export const MAP_ZOOM = 17;
export const MAP_MARKER_SIZE = [80, 120] as const;
export const WORKING_HOURS = '8:00 - 23:00';
/** The brand's clock: times an editor types or reads in the console are Baku wall time (stored in UTC). */
export const BUSINESS_TIME_ZONE = 'Asia/Baku';

export const SURVEY_SUCCESS_VISIBLE_MS = 2000;
export const NOTIFICATION_MS = 3000;
export const CREATE_REDIRECT_MS = 2000;
export const REVIEW_TOAST_MS = 3000;
export const BRANCH_CREATE_TIMEOUT_MS = 10000;

/** Decimal places a branch's latitude and longitude keep (6: about 0.1 m), as the database's column stores them. */
export const COORDINATE_DECIMALS = 6;

export const THUMBNAIL_MIN_PX = 50;
export const THUMBNAIL_MAX_PX = 100;

/** Text limits applied to every stored text field. */
export const TEXT_LIMITS = {
  personName: 100,
  email: 254,
  feedback: 2000,
  comment: 1000,
  name: 200,
  address: 200,
  description: 2000,
  content: 500,
  /** A picture's description for those who cannot see it (alt text). */
  imageAlt: 200,
  sizeAndPrice: 200,
  url: 500,
  criterionKey: 100,
} as const;

export const NO_COMMENT = 'No comment';

/** Survey answer codes. */
export const AGE_BANDS = ['13-17', '18-24', '24-34', '34+'] as const;
export const QUALITY_LEVELS = ['Very Bad', 'Bad', 'Average', 'Good', 'Excellent'] as const;
export const SATISFACTION_LEVELS = ['Satisfied', 'Somewhat Satisfied', 'Pleased', 'Very Pleased'] as const;
export const SERVICE_CRITERIA = ['Cleanliness', 'Wi-Fi', 'Atmosphere', 'Product Availability', 'Staff'] as const;
export const PRODUCT_CRITERIA = ['Drinks', 'Food', 'Desserts'] as const;
export const AGE_MAX = AGE_BANDS.length - 1;
export const QUALITY_MAX = QUALITY_LEVELS.length - 1;
export const SATISFACTION_MAX = SATISFACTION_LEVELS.length - 1;
/** One submission carries at most this many criterion answers. */
export const SATISFACTION_ENTRIES_MAX = 50;
