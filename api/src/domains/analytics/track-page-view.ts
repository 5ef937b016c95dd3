import { RETURNING_AFTER_MINUTES, type TrackPageView } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";

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
 * One page view: the session is created or touched (last visit, page views; returning after 30 minutes away), and
 * the view stored with the day's address hash and country, never the address.
 */
export async function trackPageView(
  sql: Sql,
  input: Required<TrackPageView>,
  visitor: { ipHash: string; country: string | null },
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`
      insert into analytics_sessions (session_id) values (${input.sessionId})
      on conflict (session_id) do update set
        last_visit = now(),
        page_views = analytics_sessions.page_views + 1,
        is_returning = analytics_sessions.is_returning
          or analytics_sessions.last_visit < now() - make_interval(mins => ${RETURNING_AFTER_MINUTES})`;
    await tx`
      insert into analytics_page_views (session_id, path, referer, user_agent, device, browser, os, ip_hash, country)
      values (${input.sessionId}, ${storedPath(input.path)}, ${storedReferer(input.referer)}, ${input.userAgent}, ${input.device},
        ${input.browser}, ${input.os}, ${visitor.ipHash}, ${visitor.country})`;
  });
}
