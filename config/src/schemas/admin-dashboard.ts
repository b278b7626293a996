// The console's dashboard: the one call behind its cards (GET admin/Dashboard), shared by the CMS and the console.
import type { NameDictionary } from '../api';
import type { AdminReview } from './admin-reviews';
import type { TranslationCounts } from './translations';

/** How many pending reviews the dashboard lists (newest first), and how many products it ranks. */
export const DASHBOARD_PENDING_REVIEWS = 5;
export const DASHBOARD_TOP_PRODUCTS = 5;
/** The days of the survey chart: today (UTC) and the 29 before it. */
export const DASHBOARD_DAYS = 30;

/** One UTC day of the survey chart: its answers not deleted, and their average quality point (null without any). */
export interface DashboardDay {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  count: number;
  averageQuality: number | null;
}

export interface Dashboard {
  /** When the figures were read (ISO). */
  generatedAt: string;
  reviews: {
    /** Reviews waiting for moderation (not deleted, neither confirmed nor rejected). */
    pending: number;
    /** The newest of them, at most DASHBOARD_PENDING_REVIEWS. */
    newest: AdminReview[];
  };
  surveys: {
    /** First and last day of the chart (`YYYY-MM-DD`, UTC). */
    from: string;
    to: string;
    /** Answers not deleted in those days. */
    total: number;
    /** Their average quality point (0 very bad … 4 excellent), null without answers. */
    averageQuality: number | null;
    /** The same over the DASHBOARD_DAYS days before, for the trend. */
    previousAverageQuality: number | null;
    /** Every day of the range, oldest first, a day without answers included (count 0). */
    days: DashboardDay[];
  };
  candidates: {
    /** Monday of this week (`YYYY-MM-DD`, UTC). */
    weekStart: string;
    /** Applied since Monday 00:00 UTC. */
    thisWeek: number;
    /** No administrator has opened them yet. */
    unread: number;
    total: number;
  };
  products: {
    /** The products with the most reviews not deleted, most first (ties by id), at most DASHBOARD_TOP_PRODUCTS. */
    mostReviewed: Array<{
      productId: number;
      productDictionaries: NameDictionary[];
      /** Reviews not deleted, whatever their state. */
      reviews: number;
      pending: number;
    }>;
  };
  /** Per language, how many translated fields are missing and how many stale (docs/translations.md); left out by an older server. */
  translations?: TranslationCounts['items'];
}

/** Monday 00:00 UTC of the week of `now`, as `YYYY-MM-DD`. */
export function mondayOf(now: Date): string {
  const day = (now.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day)).toISOString().slice(0, 10);
}
