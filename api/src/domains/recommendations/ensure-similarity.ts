import type { Sql } from "../../db/connect.ts";
import { computeAllSimilarity } from "./compute-similarity.ts";

/**
 * At boot: a database with artworks but no similarity rows yet (the demo seed writes artworks directly; an install
 * from before recommendations has only old events) gets the whole table computed. Later changes come through
 * events. Returns the number of rows written, 0 when there was nothing to do.
 */
export async function ensureSimilarity(sql: Sql, uploadsDir: string): Promise<number> {
  const [{ empty, artworks }] = await sql<{ empty: boolean; artworks: number }[]>`
    select not exists (select 1 from art_similarity) as empty, (select count(*)::int from artworks) as artworks`;
  if (!empty || artworks < 2) return 0;
  return await computeAllSimilarity(sql, uploadsDir);
}
