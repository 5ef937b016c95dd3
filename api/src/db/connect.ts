import postgres from "postgres";
import { log } from "../log.ts";

export type Sql = postgres.Sql<Record<string, never>>;
export type Tx = postgres.TransactionSql<Record<string, never>>;
/** Anything that can run a query: the pool or an open transaction. */
export type Db = Sql | Tx;

export interface Database {
  sql: Sql;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

const common = {
  transform: postgres.camel,
  onnotice: () => {},
} as const;

export function connectPostgres(url: string, opts: { max: number; searchPath?: string }): Database {
  const sql = postgres(url, {
    ...common,
    max: opts.max,
    connection: opts.searchPath ? { search_path: opts.searchPath } : undefined,
  }) as unknown as Sql;
  return { sql, kind: "postgres", close: () => sql.end({ timeout: 5 }) };
}

/**
 * Embedded mode: PGlite (PostgreSQL compiled to WASM) behind pglite-socket on loopback, reached by the same
 * postgres.js code as production. PGlite serves one connection, so the pool is max 1.
 */
export async function connectPglite(dataDir: string | "memory://"): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  if (dataDir !== "memory://") await Deno.mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1" });
  await server.start();
  // deno-lint-ignore no-explicit-any
  const port = (server as any).server.address().port as number;
  log.debug("pglite listening", { port, dataDir });
  const sql = postgres({ ...common, host: "127.0.0.1", port, database: "postgres", username: "postgres", max: 1 }) as unknown as Sql;
  return {
    sql,
    kind: "pglite",
    async close() {
      await sql.end({ timeout: 5 });
      await server.stop();
      await db.close();
    },
  };
}
