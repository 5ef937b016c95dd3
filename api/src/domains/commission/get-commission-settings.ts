import type { Db } from "../../db/connect.ts";

export async function getCommissionSettings(db: Db): Promise<{ paintingMultiplier: number; muralMultiplier: number }> {
  const [row] = await db<{ paintingMultiplier: string; muralMultiplier: string }[]>`
    select painting_multiplier, mural_multiplier from commission_settings where id = 1`;
  return { paintingMultiplier: Number(row.paintingMultiplier), muralMultiplier: Number(row.muralMultiplier) };
}
