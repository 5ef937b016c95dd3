import { join } from "node:path";
import type { Config } from "../config.ts";
import { connectPglite, connectPostgres, type Database } from "./connect.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR/db. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return connectPostgres(config.DATABASE_URL, { max: config.DATABASE_POOL_MAX });
  return await connectPglite(join(config.DATA_DIR, "db"));
}
