import { z } from "zod";

/**
 * The owner's dashboard (issue 8): visitors and shop figures for a date range, aggregated by the database. Dates are
 * calendar days in the site's time zone (setting time_zone), both ends included.
 */

/** The longest range the dashboard answers for: two years of days. */
export const DASHBOARD_MAX_DAYS = 731;
/** Ranges longer than this are charted by week instead of by day. */
export const DASHBOARD_DAILY_UP_TO_DAYS = 92;
/** Prints and merchandise at or below this many left are listed as low stock. */
export const LOW_STOCK_AT = 5;
/** How many rows the ranked lists hold (top pages, referrers, best sellers, ...). */
export const DASHBOARD_TOP = 10;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must be written YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "That date does not exist");

/** Whole days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The dashboard's quick ranges: the last N days, today included. */
export const DASHBOARD_PRESETS = [
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "12 months" },
] as const;
export const DASHBOARD_DEFAULT_DAYS = 30;

/**
 * A range: `days` (the last N days, today included, today being the site's) or `from` and `to`; the last 30 days
 * when neither is given.
 */
export const ZDashboardQuery = z.object({
  days: z.coerce.number().int("Days must be a whole number").min(1, "Days must be at least 1").max(DASHBOARD_MAX_DAYS, "Choose a range of at most two years").optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
}).refine((q) => (q.from === undefined) === (q.to === undefined), { message: "Give both a start and an end date", path: ["from"] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The start date must not be after the end date", path: ["from"] })
  .refine((q) => !q.from || !q.to || daysInRange(q.from, q.to) <= DASHBOARD_MAX_DAYS, { message: "Choose a range of at most two years", path: ["from"] });
export type DashboardQuery = z.infer<typeof ZDashboardQuery>;

export interface NamedCount {
  name: string;
  count: number;
}

export interface Dashboard {
  range: { from: string; to: string; tz: string; bucket: "day" | "week" };
  traffic: {
    visitors: number;
    pageViews: number;
    /** Visitors who had been on the site on an earlier day. */
    returningVisitors: number;
    /** Average reported stay in seconds over the views that reported one; null when none did. */
    avgSecondsOnPage: number | null;
    /** One point per day (or week, from its Monday): every bucket of the range, zeros included. */
    series: { date: string; visitors: number; pageViews: number }[];
    topPages: { path: string; views: number; avgSeconds: number | null }[];
    /** Where visits came from: other sites by host name, and "Direct" for visits with no referring page. */
    referrers: NamedCount[];
    devices: NamedCount[];
    browsers: NamedCount[];
    systems: NamedCount[];
    countries: NamedCount[];
  };
  shop: {
    /** Paid orders by the day they were paid (refunded and cancelled ones left out). */
    revenueCents: number;
    orders: number;
    averageOrderCents: number | null;
    series: { date: string; revenueCents: number; orders: number }[];
    bestSellers: { title: string; productId: number | null; quantity: number; revenueCents: number }[];
  };
  /** How the shop takes payments and sends mail now (the setup panel links to where each is configured). */
  setup: { payments: "stripe" | "test"; mailServer: boolean };
  /** Now, whatever the range: what waits for the owner. */
  attention: {
    ordersToFulfil: number;
    unreadInquiries: number;
    newCommissionRequests: number;
    openCommissionRequests: number;
    lowStock: { productId: number; title: string; variantName: string | null; stock: number }[];
  };
}
