import { DASHBOARD_DAILY_UP_TO_DAYS, DASHBOARD_DEFAULT_DAYS, DEFAULT_TIME_ZONE, daysInRange, type DashboardQuery } from "@studio/contracts";
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

/** The range asked for, in the site's time zone: the last `days` days (30 by default) or `from`..`to`. */
export async function resolveRange(db: Db, q: DashboardQuery): Promise<DashboardRange> {
  const [state] = await db<{ tz: string | null }[]>`select time_zone as tz from analytics_rollup_state where id = 1`;
  const tz = state?.tz ?? DEFAULT_TIME_ZONE;
  const days = q.from && q.to ? null : q.days ?? DASHBOARD_DEFAULT_DAYS;
  const [r] = await db<{ from: string; to: string; start: Date; end: Date }[]>`
    with asked as (
      select coalesce(${q.from ?? null}::date, (now() at time zone ${tz})::date - ${days ?? 0}::int + 1) as first,
        coalesce(${q.to ?? null}::date, (now() at time zone ${tz})::date) as last
    )
    select to_char(first, 'YYYY-MM-DD') as from, to_char(last, 'YYYY-MM-DD') as to,
      (first::timestamp at time zone ${tz}) as start, ((last + 1)::timestamp at time zone ${tz}) as end
    from asked`;
  const bucket = daysInRange(r.from, r.to) > DASHBOARD_DAILY_UP_TO_DAYS ? "week" : "day";
  return { ...r, tz, bucket };
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
