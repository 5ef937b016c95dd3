import { DASHBOARD_DAILY_UP_TO_DAYS, DEFAULT_TIME_ZONE, daysInRange, type DashboardQuery } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

/** A dashboard range in the site's time zone: its first and last instant, and how its points are grouped. */
export interface DashboardRange {
  from: string;
  to: string;
  /** The zone the analytics roll-ups are built in (the site's time_zone setting once they are synced). */
  tz: string;
  bucket: "day" | "week";
  /** The first instant of `from` in that zone. */
  start: Date;
  /** The first instant after `to` in that zone. */
  end: Date;
}

export async function resolveRange(db: Db, q: DashboardQuery): Promise<DashboardRange> {
  const [{ tz }] = await db<{ tz: string | null }[]>`select time_zone as tz from analytics_rollup_state where id = 1`;
  const zone = tz ?? DEFAULT_TIME_ZONE;
  const [{ start, end }] = await db<{ start: Date; end: Date }[]>`
    select (${q.from}::date::timestamp at time zone ${zone}) as start,
      ((${q.to}::date + 1)::timestamp at time zone ${zone}) as end`;
  const bucket = daysInRange(q.from, q.to) > DASHBOARD_DAILY_UP_TO_DAYS ? "week" : "day";
  return { from: q.from, to: q.to, tz: zone, bucket, start, end };
}

/**
 * SQL for the bucket a date column falls in: the day itself, or the Monday of its week (date arithmetic from a
 * known Monday, 2001-01-01: cheaper than date_trunc, which goes through timestamps). `column` is code, not input.
 */
export function bucketOfDay(db: Db, range: DashboardRange, column: string) {
  return range.bucket === "day" ? db.unsafe(column) : db.unsafe(`(${column} - (${column} - date '2001-01-01') % 7)`);
}

/** SQL for the bucket a timestamptz column falls in, in the range's time zone. */
export function bucketOfTime(db: Db, range: DashboardRange, column: string) {
  const day = db`(${db.unsafe(column)} at time zone ${range.tz})::date`;
  return range.bucket === "day" ? day : db`date_trunc('week', ${day})::date`;
}

/** Every bucket of the range, as rows of `day` (date), so a chart shows the days nothing happened too. */
export function bucketsOf(db: Db, range: DashboardRange) {
  const first = range.bucket === "day" ? db`${range.from}::date` : db`date_trunc('week', ${range.from}::date)::date`;
  return db`select generate_series(${first}, ${range.to}::date, ${`1 ${range.bucket}`}::interval)::date as day`;
}
