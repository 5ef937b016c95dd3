import type { Db } from "../../db/connect.ts";
import { log } from "../../log.ts";
import { imagePalette, type Palette } from "./image-palette.ts";
import { masterPath } from "./image-rules.ts";

/**
 * Computes the colour signature of artwork images that have none yet (stored before signatures existed), from their
 * masters on disk. A missing or unreadable master is recorded as [] (no colour factor), not an error, and not
 * tried again. `artworkIds` limits it to those works' images; returns how many images were filled.
 */
export async function fillPalettes(db: Db, uploadsDir: string, artworkIds?: number[]): Promise<number> {
  const rows = await db<{ id: string }[]>`
    select distinct i.id from images i join artworks a on a.image_id = i.id
    where i.palette is null ${artworkIds ? db`and a.id = any(${artworkIds})` : db``}
    order by i.id`;
  for (const { id } of rows) {
    let palette: Palette = [];
    try {
      palette = await imagePalette(await Deno.readFile(masterPath(uploadsDir, id)));
    } catch (err) {
      log.warn("image has no colour signature", { id, err: String(err) });
    }
    await db`update images set palette = ${db.json(palette as never)} where id = ${id} and palette is null`;
  }
  return rows.length;
}
