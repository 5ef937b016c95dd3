import type { Dashboard, DashboardQuery } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { findAttention } from "./find-attention.ts";
import { resolveRange } from "./dashboard-range.ts";
import { findShopStats } from "./find-shop-stats.ts";
import { findTrafficStats } from "./find-traffic-stats.ts";
import { getSmtpSettings } from "../mail/smtp-settings.ts";

/**
 * The owner's dashboard for a range of days in the site's time zone: visitors, sales, what waits for her, and how
 * payments and mail are set up (`payments`: the server's payment provider).
 */
export async function getDashboard(db: Db, query: DashboardQuery, payments: Dashboard["setup"]["payments"]): Promise<Dashboard> {
  const range = await resolveRange(db, query);
  // Independent reads: a PostgreSQL pool runs them side by side (PGlite's single connection takes them in turn).
  const [traffic, shop, attention, smtp] = await Promise.all([
    findTrafficStats(db, range), findShopStats(db, range), findAttention(db), getSmtpSettings(db),
  ]);
  return {
    range: { from: range.from, to: range.to, tz: range.tz, bucket: range.bucket },
    traffic,
    shop,
    setup: { payments, mailServer: smtp.enabled },
    attention,
  };
}
