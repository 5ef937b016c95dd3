import { RETURNING_AFTER_MINUTES, type TrackPageView } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { addViewToRollups, rollupTimeZone } from "./rollups.ts";
import { sourceOf } from "./visitor.ts";

/** Query parameters that name what was looked at; any other (tokens in newsletter links, tracking tags) is dropped. */
const KEPT_PARAMS = ["artwork", "category", "tab", "type"];

/** The path as stored: its query reduced to the parameters that name content. */
export function storedPath(path: string): string {
  const url = new URL(path, "http://site");
  const kept = new URLSearchParams();
  for (const key of KEPT_PARAMS) {
    const value = url.searchParams.get(key);
    if (value) kept.set(key, value.slice(0, 64));
  }
  const query = kept.toString();
  return url.pathname + (query ? `?${query}` : "");
}

/** The referring page without its query (it may carry someone's data), or null when it is not a web address. */
export function storedReferer(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/**
 * One page view: the session is created or touched (last visit, page views; returning after 30 minutes away), the
 * view stored with the day's address hash, country and source (never the address), and counted in the day's
 * roll-ups, all in one transaction. `ownHosts`: the site's host names (a referer from them is no source).
 */
export async function trackPageView(
  sql: Sql,
  input: Required<TrackPageView>,
  visitor: { ipHash: string; country: string | null; ownHosts: readonly string[] },
): Promise<void> {
  const referer = storedReferer(input.referer);
  const view = {
    sessionId: input.sessionId, path: storedPath(input.path), source: sourceOf(referer, visitor.ownHosts),
    device: input.device, browser: input.browser, os: input.os, country: visitor.country,
  };
  await sql.begin(async (tx) => {
    const timeZone = await rollupTimeZone(tx);
    const [session] = await tx<{ firstVisit: Date }[]>`
      insert into analytics_sessions (session_id) values (${input.sessionId})
      on conflict (session_id) do update set
        last_visit = now(),
        page_views = analytics_sessions.page_views + 1,
        is_returning = analytics_sessions.is_returning
          or analytics_sessions.last_visit < now() - make_interval(mins => ${RETURNING_AFTER_MINUTES})
      returning first_visit`;
    await tx`
      insert into analytics_page_views (session_id, path, referer, source, user_agent, device, browser, os, ip_hash, country)
      values (${view.sessionId}, ${view.path}, ${referer}, ${view.source}, ${input.userAgent}, ${view.device},
        ${view.browser}, ${view.os}, ${visitor.ipHash}, ${view.country})`;
    if (timeZone) await addViewToRollups(tx, timeZone, view, session.firstVisit);
  });
}
