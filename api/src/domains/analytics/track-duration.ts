import { MIN_DURATION_SECONDS, type TrackDuration } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { storedPath } from "./track-page-view.ts";

/**
 * How long the visitor stayed: written onto the session's latest view of that path that has no duration yet.
 * Stays of 5 seconds or less are not reported (spec section 9) and are ignored if they arrive.
 */
export async function trackDuration(db: Db, input: TrackDuration): Promise<void> {
  if (input.duration <= MIN_DURATION_SECONDS) return;
  await db`
    update analytics_page_views set duration = ${input.duration}
    where id = (
      select id from analytics_page_views
      where session_id = ${input.sessionId} and path = ${storedPath(input.path)} and duration is null
      order by id desc limit 1)`;
}
