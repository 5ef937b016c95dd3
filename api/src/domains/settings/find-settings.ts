import type { Setting } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

export async function findSettings(db: Db): Promise<Setting[]> {
  const rows = await db<{ key: string; value: string; description: string; updatedAt: Date }[]>`
    select key, value, description, updated_at from settings order by key`;
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}
