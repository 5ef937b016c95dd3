import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";

/** Checks that referenced rows exist, so a bad id is a clear 400 on its field rather than a foreign-key 500. */
export async function ensureRefs(db: Db, refs: { imageId?: string | null; artworkId?: number | null }): Promise<void> {
  if (refs.imageId) {
    const [row] = await db`select 1 from images where id = ${refs.imageId}`;
    if (!row) throw new AppError("validation", "That image no longer exists; please upload it again", { imageId: "Unknown image" });
  }
  if (refs.artworkId) {
    const [row] = await db`select 1 from artworks where id = ${refs.artworkId}`;
    if (!row) throw new AppError("validation", "That artwork does not exist", { artworkId: "Unknown artwork" });
  }
}
