import type { Sql } from "./connect.ts";
import { log } from "../log.ts";

const dir = new URL("../../migrations/", import.meta.url);

/** Applies numbered, forward-only SQL files once each, in order, recording them in schema_migrations. */
export async function migrate(sql: Sql): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`;
  const files: string[] = [];
  for await (const entry of Deno.readDir(dir)) if (/^\d{3}-[a-z0-9-]+\.sql$/.test(entry.name)) files.push(entry.name);
  files.sort();
  const done = new Set((await sql<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const text = await Deno.readTextFile(new URL(name, dir));
    await sql.begin(async (tx) => {
      // Serialise concurrent boots of several API instances.
      await tx`select pg_advisory_xact_lock(4242)`;
      const [{ exists }] = await tx<{ exists: boolean }[]>`select exists(select 1 from schema_migrations where name = ${name})`;
      if (exists) return;
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name) values (${name})`;
      applied.push(name);
    });
    log.info("migration applied", { name });
  }
  return applied;
}
