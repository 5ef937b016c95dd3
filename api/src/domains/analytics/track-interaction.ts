import type { TrackInteraction } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

/** A view, hover or like of an artwork by a session (the recommendations' raw material); unknown artworks are ignored. */
export async function trackInteraction(db: Db, input: TrackInteraction): Promise<void> {
  await db`
    insert into user_art_interactions (session_id, artwork_id, interaction_type, time_spent)
    select ${input.sessionId}, id, ${input.interactionType}, ${input.timeSpent ?? null}
    from artworks where id = ${input.artworkId}`;
}
