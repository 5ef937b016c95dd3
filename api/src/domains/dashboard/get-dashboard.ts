import type { Dashboard, DashboardQuery } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { findAttention } from "./find-attention.ts";
import { resolveRange } from "./dashboard-range.ts";
import { findShopStats } from "./find-shop-stats.ts";
import { findTrafficStats } from "./find-traffic-stats.ts";

/** The owner's dashboard for a range of days in the site's time zone: visitors, sales and what waits for her. */
export async function getDashboard(db: Db, query: DashboardQuery): Promise<Dashboard> {
  const range = await resolveRange(db, query);
  // Independent reads: a PostgreSQL pool runs them side by side (PGlite's single connection takes them in turn).
  const [traffic, shop, attention] = await Promise.all([findTrafficStats(db, range), findShopStats(db, range), findAttention(db)]);
  return { range: { from: range.from, to: range.to, tz: range.tz, bucket: range.bucket }, traffic, shop, attention };
}
