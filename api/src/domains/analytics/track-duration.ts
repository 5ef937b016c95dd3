import { MIN_DURATION_SECONDS, type TrackDuration } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { addStayToRollups, rollupTimeZone } from "./rollups.ts";
import { storedPath } from "./track-page-view.ts";

/**
 * How long the visitor stayed: written onto the session's latest view of that path that has no duration yet, and
 * added to that day's roll-ups. Stays of 5 seconds or less are not reported (spec section 9) and are ignored if they
 * arrive; a second report for the same view finds no view without a duration and changes nothing.
 */
export async function trackDuration(sql: Sql, input: TrackDuration): Promise<void> {
  if (input.duration <= MIN_DURATION_SECONDS) return;
  const path = storedPath(input.path);
  await sql.begin(async (tx) => {
    const timeZone = await rollupTimeZone(tx);
    const [view] = await tx<{ createdAt: Date }[]>`
      update analytics_page_views set duration = ${input.duration}
      where id = (
        select id from analytics_page_views
        where session_id = ${input.sessionId} and path = ${path} and duration is null
        order by id desc limit 1)
      returning created_at`;
    if (view && timeZone) await addStayToRollups(tx, timeZone, { path, viewedAt: view.createdAt }, input.duration);
  });
}
