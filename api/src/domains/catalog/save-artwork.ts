import type { ArtworkInput, ArtworkPatch } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { ensureRefs } from "./ensure-refs.ts";

const columns = (a: ArtworkInput | ArtworkPatch) => {
  const row: Record<string, unknown> = { ...a };
  // `available` follows the status: only an available work can be bought.
  if (a.status !== undefined) row.available = a.status === "available";
  return row;
};

/** Creates an artwork at the end of the owner's order and announces it. */
export async function createArtwork(sql: Sql, input: ArtworkInput, actor: Actor): Promise<number> {
  return await transact(sql, async (tx, emit) => {
    await ensureRefs(tx, { imageId: input.imageId });
    const [{ id }] = await tx<{ id: number }[]>`insert into artworks ${tx(columns(input) as never)} returning id`;
    await tx`update artworks set display_order = (select coalesce(max(display_order), -1) + 1 from artworks where id <> ${id})
      where id = ${id}`;
    await audit(tx, actor, "create", "artwork", String(id));
    emit("artwork.created", { id });
    return id;
  });
}

/** A full edit (ArtworkInput) or a quick change of status / featured flag (ArtworkPatch). */
export async function updateArtwork(sql: Sql, id: number, patch: ArtworkInput | ArtworkPatch, actor: Actor): Promise<void> {
  const row = columns(patch);
  if (Object.keys(row).length === 0) throw new AppError("validation", "Nothing to change");
  await transact(sql, async (tx, emit) => {
    if ("imageId" in patch) await ensureRefs(tx, { imageId: patch.imageId });
    const updated = await tx`update artworks set ${tx(row as never)}, updated_at = now() where id = ${id} returning id`;
    if (updated.length === 0) throw new AppError("not_found", "Artwork not found");
    await audit(tx, actor, "update", "artwork", String(id), { fields: Object.keys(row) });
    emit("artwork.updated", { id });
  });
}

export async function deleteArtwork(sql: Sql, id: number, actor: Actor): Promise<void> {
  await transact(sql, async (tx, emit) => {
    const deleted = await tx`delete from artworks where id = ${id} returning id`;
    if (deleted.length === 0) throw new AppError("not_found", "Artwork not found");
    await audit(tx, actor, "delete", "artwork", String(id));
    emit("artwork.deleted", { id });
  });
}
