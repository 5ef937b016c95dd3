import type { Artwork } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { artworkSelect, type ArtworkRow, toArtwork } from "../catalog/artwork-row.ts";

/** Spec section 9: the home page's recommendation block holds 6 works. */
export const RECOMMENDATION_LIMIT = 6;

/** What a session's interactions with one work say about its taste (ADR 012). */
export const SIGNAL = {
  /** A like (or a purchase) counts once, however often it was reported. */
  like: 3,
  /** A view counts 1 plus 1 for every 30 seconds spent, at most 2; a hover half as much. */
  viewSecondsPerPoint: 30,
  viewMax: 2,
  hover: 0.5,
  /** A work's views and hovers together count at most this much: looking ten times is not ten likes. */
  viewCap: 3,
  /** An interaction counts half as much after two weeks, a quarter after four. */
  halfLifeDays: 14,
  /** A work the session liked, or viewed this many times, is not recommended to it (unless nothing else is left). */
  heavyViews: 3,
  /** A sold or unavailable work's score counts this much: works still for sale come first. */
  unavailable: 0.5,
  /** Only the session's this many strongest works are compared with the catalogue (keeps a long visit's query small). */
  strongest: 20,
} as const;

export interface RecommendationQuery {
  /** The browser's analytics session id; without it, the ranking for a visitor the site knows nothing about. */
  sessionId?: string;
  limit?: number;
}

/**
 * Works to show a visitor (issue 8). For a visitor the site knows nothing about (no session id, or a session with
 * no interactions): the featured works first, works still for sale before sold or not-for-sale ones, then the
 * owner's order and the newest.
 *
 * For a session that viewed, hovered or liked works: each other work scores the sum, over the works the session
 * touched, of the interaction's weight (SIGNAL: a like strongest, a view by time spent, recent ones stronger,
 * repeated views capped) times the two works' similarity (art_similarity, computed when artworks change: see
 * compute-similarity.ts); works not for sale count half. The best-scoring works come first, the rest of the six is
 * filled with the ranking above; works the session liked or viewed heavily come only when nothing else is left.
 * One query, reading the session's rows and the similarity rows of its 20 strongest works (a few milliseconds for
 * hundreds of artworks on PostgreSQL).
 */
export async function findRecommendations(db: Db, query: RecommendationQuery = {}): Promise<Artwork[]> {
  const { sessionId, limit = RECOMMENDATION_LIMIT } = query;
  const rows = sessionId === undefined
    ? await db<ArtworkRow[]>`
        ${artworkSelect(db)}
        order by a.featured desc, (a.status = 'available') desc, a.display_order, a.created_at desc, a.id desc
        limit ${limit}`
    : await db<ArtworkRow[]>`
        with interactions as (
          select artwork_id, interaction_type, time_spent,
            power(0.5::float8, greatest(extract(epoch from now() - created_at)::float8, 0) / ${SIGNAL.halfLifeDays * 86_400}) as recency
          from user_art_interactions
          where session_id = ${sessionId} and artwork_id is not null
        ), touched as (
          select artwork_id,
            least(coalesce(sum(
              least(1 + coalesce(time_spent, 0)::float8 / ${SIGNAL.viewSecondsPerPoint}, ${SIGNAL.viewMax})
              * (case when interaction_type = 'hover' then ${SIGNAL.hover}::float8 else 1 end) * recency
            ) filter (where interaction_type in ('view', 'hover')), 0), ${SIGNAL.viewCap})
            + coalesce(max(${SIGNAL.like} * recency) filter (where interaction_type in ('like', 'purchase')), 0) as weight,
            bool_or(interaction_type = 'like') or count(*) filter (where interaction_type = 'view') >= ${SIGNAL.heavyViews} as seen
          from interactions
          group by artwork_id
        ), strongest as (
          select artwork_id, weight from touched order by weight desc, artwork_id limit ${SIGNAL.strongest}
        ), scored as (
          select s.artwork_id_2 as id, sum(t.weight * s.similarity_score::float8) as score
          from strongest t join art_similarity s on s.artwork_id_1 = t.artwork_id
          group by s.artwork_id_2
        )
        ${artworkSelect(db)}
          left join touched t on t.artwork_id = a.id
          left join scored on scored.id = a.id
        order by coalesce(t.seen, false),
          case when coalesce(t.seen, false) then 0
            else coalesce(scored.score, 0) * (case when a.status = 'available' then 1 else ${SIGNAL.unavailable}::float8 end) end desc,
          a.featured desc, (a.status = 'available') desc, a.display_order, a.created_at desc, a.id desc
        limit ${limit}`;
  return rows.map(toArtwork);
}
