import { DATA_EXPORT_FORMAT, DATA_EXPORT_VERSION } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { readCommissionSettings, readTable, TABLES } from "./data-tables.ts";

/**
 * The whole site's content and orders as one document (contracts/src/data-export.ts), read in one repeatable-read
 * transaction so every table shows the same moment. Secrets, the owner's account, logs and analytics are never read.
 */
export async function exportSiteData(sql: Sql): Promise<Record<string, unknown>> {
  return await sql.begin("isolation level repeatable read read only", async (tx) => {
    const doc: Record<string, unknown> = {
      format: DATA_EXPORT_FORMAT,
      version: DATA_EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      commissionSettings: await readCommissionSettings(tx),
    };
    for (const spec of TABLES) doc[spec.key] = await readTable(tx, spec);
    return doc;
  }) as Record<string, unknown>;
}
