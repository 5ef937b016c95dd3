import type { Db } from "../../db/connect.ts";

/** One setting's value, or null when the owner has not set it (callers fall back to their defaults). */
export async function getSetting(db: Db, key: string): Promise<{ key: string; value: string | null }> {
  const [row] = await db<{ value: string }[]>`select value from settings where key = ${key}`;
  return { key, value: row?.value ?? null };
}
