import type { Db, Sql } from "../../db/connect.ts";
import { fillPalettes } from "../media/fill-palettes.ts";
import { similarity, type SimilarityFactors, type SimilarityInput } from "./similarity-score.ts";

/** One art_similarity row: artwork_id_1, artwork_id_2, similarity_score, factors. */
interface SimilarityRow {
  a: number;
  b: number;
  score: number;
  factors: SimilarityFactors;
}

/** Rows per insert statement (sent as one JSON array). */
const CHUNK = 2_000;

/** Every artwork with what its similarity is computed from, its image's colour signature filled in first. */
async function loadInputs(db: Db, uploadsDir: string): Promise<SimilarityInput[]> {
  await fillPalettes(db, uploadsDir);
  return await db<SimilarityInput[]>`
    select a.id, a.category, a.medium, a.price_cents, i.palette
    from artworks a left join images i on i.id = a.image_id
    order by a.id`;
}

/** Both directions of a pair, so a lookup by artwork_id_1 finds every neighbour. Pairs with nothing in common are left out. */
function pairRows(a: SimilarityInput, b: SimilarityInput): SimilarityRow[] {
  const { score, factors } = similarity(a, b);
  if (score <= 0) return [];
  return [
    { a: a.id, b: b.id, score, factors },
    { a: b.id, b: a.id, score, factors },
  ];
}

async function insertRows(db: Db, rows: SimilarityRow[]): Promise<void> {
  rows.sort((x, y) => x.a - y.a || x.b - y.b);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db`insert into art_similarity (artwork_id_1, artwork_id_2, similarity_score, factors)
      select (r ->> 'a')::int, (r ->> 'b')::int, (r ->> 'score')::numeric, r -> 'factors'
      from jsonb_array_elements(${db.json(rows.slice(i, i + CHUNK) as never)}) r
      on conflict (artwork_id_1, artwork_id_2) do update
        set similarity_score = excluded.similarity_score, factors = excluded.factors`;
  }
}

/**
 * (Re)computes one artwork's similarity to every other artwork (issue 8): its rows in art_similarity, both
 * directions, are replaced in one transaction. Idempotent; an artwork that no longer exists has no rows (the
 * foreign keys cascade). Returns the number of rows written.
 */
export async function computeSimilarity(sql: Sql, artworkId: number, uploadsDir: string): Promise<number> {
  const inputs = await loadInputs(sql, uploadsDir);
  const self = inputs.find((w) => w.id === artworkId);
  if (!self) return 0;
  const rows = inputs.filter((w) => w.id !== artworkId).flatMap((other) => pairRows(self, other));
  await sql.begin(async (tx) => {
    await tx`delete from art_similarity where artwork_id_1 = ${artworkId} or artwork_id_2 = ${artworkId}`;
    await insertRows(tx, rows);
  });
  return rows.length;
}

/** Recomputes the whole table (a database that has artworks but no similarity yet: the demo seed, an old install). */
export async function computeAllSimilarity(sql: Sql, uploadsDir: string): Promise<number> {
  const inputs = await loadInputs(sql, uploadsDir);
  const rows = inputs.flatMap((a, i) => inputs.slice(i + 1).flatMap((b) => pairRows(a, b)));
  await sql.begin(async (tx) => {
    // Several instances booting at once take turns; each writes the same rows.
    await tx`select pg_advisory_xact_lock(4243)`;
    await tx`delete from art_similarity`;
    await insertRows(tx, rows);
  });
  return rows.length;
}
