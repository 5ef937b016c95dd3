import { DASHBOARD_TOP, type Dashboard, type NamedCount } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { bucketOfDay, bucketsOf, type DashboardRange } from "./dashboard-range.ts";

type Traffic = Dashboard["traffic"];

const BREAKDOWNS = { source: "referrers", device: "devices", browser: "browsers", os: "systems", country: "countries" } as const;

/**
 * Visitors for the dashboard, read from the daily roll-ups (analytics/rollups.ts): a year is a few thousand rows
 * however many views it had. A visitor is one browser's analytics session id, counted once over the whole range.
 */
export async function findTrafficStats(db: Db, range: DashboardRange): Promise<Traffic> {
  const days = db`day >= ${range.from}::date and day <= ${range.to}::date`;

  // Views and stays per bucket; the range's totals are their sums.
  const points = await db<{ date: string; pageViews: number; seconds: number; timed: number }[]>`
    select to_char(b.day, 'YYYY-MM-DD') as date, coalesce(t.page_views, 0)::int as page_views,
      coalesce(t.seconds, 0)::float8 as seconds, coalesce(t.timed, 0)::int as timed
    from (${bucketsOf(db, range)}) b
    left join (
      select ${bucketOfDay(db, range, "day")} as day, sum(views) as page_views, sum(seconds) as seconds, sum(timed) as timed
      from analytics_daily where dimension = 'total' and ${days} group by 1
    ) t on t.day = b.day
    order by b.day`;
  // Distinct visitors per bucket and over the whole range (bucket null) in one pass over the day-visitor rows.
  const visitorRows = await db<{ day: string | null; visitors: number; returningVisitors: number }[]>`
    select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as visitors, count(*) filter (where is_returning)::int as returning_visitors
    from (
      select ${bucketOfDay(db, range, "day")} as day, session_id, bool_or(is_returning) as is_returning
      from analytics_daily_visitors where ${days}
      group by grouping sets ((1, session_id), (session_id))
    ) seen
    group by day`;
  const visitorsOn = new Map(visitorRows.map((r) => [r.day, r]));
  const series = points.map((p) => ({ date: p.date, visitors: visitorsOn.get(p.date)?.visitors ?? 0, pageViews: p.pageViews }));
  const seconds = points.reduce((sum, p) => sum + p.seconds, 0);
  const timed = points.reduce((sum, p) => sum + p.timed, 0);

  const topPages = await db<Traffic["topPages"]>`
    select name as path, sum(views)::int as views, round(sum(seconds)::numeric / nullif(sum(timed), 0))::int as avg_seconds
    from analytics_daily where dimension = 'path' and ${days}
    group by name order by views desc, name limit ${DASHBOARD_TOP}`;

  const groups = await db<{ dimension: keyof typeof BREAKDOWNS; name: string; count: number }[]>`
    select dimension, name, count from (
      select dimension, name, sum(views)::int as count,
        row_number() over (partition by dimension order by sum(views) desc, name) as rank
      from analytics_daily where dimension = any(${Object.keys(BREAKDOWNS)}::text[]) and ${days}
      group by dimension, name
    ) ranked where rank <= ${DASHBOARD_TOP}
    order by dimension, count desc, name`;
  const breakdowns = Object.fromEntries(Object.values(BREAKDOWNS).map((key) => [key, [] as NamedCount[]])) as
    Record<(typeof BREAKDOWNS)[keyof typeof BREAKDOWNS], NamedCount[]>;
  for (const { dimension, name, count } of groups) breakdowns[BREAKDOWNS[dimension]].push({ name, count });

  return {
    visitors: visitorsOn.get(null)?.visitors ?? 0,
    pageViews: points.reduce((sum, p) => sum + p.pageViews, 0),
    returningVisitors: visitorsOn.get(null)?.returningVisitors ?? 0,
    avgSecondsOnPage: timed ? Math.round(seconds / timed) : null,
    series,
    topPages,
    ...breakdowns,
  };
}
