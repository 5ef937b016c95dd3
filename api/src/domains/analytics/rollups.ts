import { DEFAULT_TIME_ZONE } from "@studio/contracts";
import type { Db, Sql, Tx } from "../../db/connect.ts";
import { log } from "../../log.ts";

/**
 * Daily roll-ups of first-party analytics (migration 011): analytics_daily counts views and reported stays per day
 * and dimension, analytics_daily_visitors which sessions came on which day. Days are in the site's time zone; the
 * zone they were built in is analytics_rollup_state.time_zone. Writers add to them in the transaction that stores the
 * view; a change of zone rebuilds them from the page views.
 */

/**
 * The zone the roll-ups are in, read under a share lock so a rebuild (which takes the row for update) never
 * interleaves with a writer; null while they have not been built (the build then includes this view).
 */
export async function rollupTimeZone(tx: Tx): Promise<string | null> {
  const [state] = await tx<{ timeZone: string | null }[]>`select time_zone from analytics_rollup_state where id = 1 for share`;
  return state?.timeZone ?? null;
}

/** Rebuilds every roll-up from analytics_page_views in `timeZone` (one transaction; writers wait for it). */
export async function rebuildRollups(sql: Sql, timeZone: string): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select 1 from analytics_rollup_state where id = 1 for update`;
    await tx`delete from analytics_daily`;
    await tx`delete from analytics_daily_visitors`;
    await tx`
      insert into analytics_daily (day, dimension, name, views, seconds, timed)
      select day, dimension, name, count(*),
        coalesce(sum(duration) filter (where dimension in ('total', 'path')), 0),
        count(duration) filter (where dimension in ('total', 'path'))
      from (
        select (v.created_at at time zone ${timeZone})::date as day, x.dimension, x.name, v.duration
        from analytics_page_views v
        cross join lateral (values ('total', ''), ('path', v.path), ('source', v.source), ('device', v.device),
          ('browser', v.browser), ('os', v.os), ('country', v.country)) as x (dimension, name)
        where x.name is not null and (x.dimension = 'total' or x.name <> '')
      ) views
      group by day, dimension, name`;
    await tx`
      insert into analytics_daily_visitors (day, session_id, is_returning)
      select day, v.session_id, coalesce((s.first_visit at time zone ${timeZone})::date < day, false)
      from (select distinct (created_at at time zone ${timeZone})::date as day, session_id from analytics_page_views) v
      left join analytics_sessions s on s.session_id = v.session_id`;
    await tx`update analytics_rollup_state set time_zone = ${timeZone}, built_at = now() where id = 1`;
  });
}

/**
 * Brings the roll-ups to the site's time zone setting: rebuilds them when they were built in another zone or not at
 * all. A zone PostgreSQL does not know is logged and the roll-ups stay as they were.
 */
export async function syncRollups(sql: Sql): Promise<void> {
  const [row] = await sql<{ wanted: string | null; built: string | null }[]>`
    select (select value from settings where key = 'time_zone') as wanted, time_zone as built from analytics_rollup_state where id = 1`;
  const wanted = row?.wanted?.trim() || DEFAULT_TIME_ZONE;
  if (row && row.built === wanted) return;
  const started = performance.now();
  try {
    await rebuildRollups(sql, wanted);
    log.info("analytics roll-ups built", { timeZone: wanted, ms: Math.round(performance.now() - started) });
  } catch (err) {
    log.error("analytics roll-ups not rebuilt", { timeZone: wanted, err });
  }
}

/** Counts one stored view in the roll-ups of its day (`firstVisit`: when its session was first seen). */
export async function addViewToRollups(
  tx: Db,
  timeZone: string,
  view: { sessionId: string; path: string; source: string | null; device: string; browser: string; os: string; country: string | null },
  firstVisit: Date,
): Promise<void> {
  const today = tx`(now() at time zone ${timeZone})::date`;
  await tx`
    insert into analytics_daily (day, dimension, name, views)
    select ${today}, dimension, name, 1
    from (values ('total', ''), ('path', ${view.path}), ('source', ${view.source}), ('device', ${view.device}),
      ('browser', ${view.browser}), ('os', ${view.os}), ('country', ${view.country})) as x (dimension, name)
    where name is not null and (dimension = 'total' or name <> '')
    on conflict (dimension, day, name) do update set views = analytics_daily.views + 1`;
  await tx`
    insert into analytics_daily_visitors (day, session_id, is_returning)
    values (${today}, ${view.sessionId}, (${firstVisit}::timestamptz at time zone ${timeZone})::date < ${today})
    on conflict (day, session_id) do nothing`;
}

/** Adds a reported stay to the day's total and its page (the view was stored at `viewedAt`). */
export async function addStayToRollups(tx: Db, timeZone: string, view: { path: string; viewedAt: Date }, seconds: number): Promise<void> {
  await tx`
    update analytics_daily set seconds = seconds + ${seconds}, timed = timed + 1
    where day = (${view.viewedAt}::timestamptz at time zone ${timeZone})::date
      and ((dimension = 'total' and name = '') or (dimension = 'path' and name = ${view.path}))`;
}
