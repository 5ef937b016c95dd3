import { Hono } from "hono";
import { DATA_IMPORT_MAX_BYTES, ZDataCsvTable } from "@studio/contracts";
import { exportSiteData } from "../../domains/backup/export-site-data.ts";
import { exportTableCsv } from "../../domains/backup/export-table-csv.ts";
import { importSiteData } from "../../domains/backup/import-site-data.ts";
import type { AppEnv } from "../context.ts";
import { parseWith, readJson } from "../validate.ts";

const today = () => new Date().toISOString().slice(0, 10);

/** Backup and moving the site: the whole site as JSON (and back), single tables as CSV. */
export const adminBackupRoutes = new Hono<AppEnv>()
  .get("/export.json", async (c) => {
    const doc = await exportSiteData(c.var.sql);
    c.header("content-disposition", `attachment; filename="studio-export-${today()}.json"`);
    return c.json(doc);
  })
  .get("/export/:file{[a-z-]+\\.csv}", async (c) => {
    const table = parseWith(ZDataCsvTable, c.req.param("file").replace(/\.csv$/, ""));
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", `attachment; filename="${table}-${today()}.csv"`);
    return c.body(await exportTableCsv(c.var.sql, table));
  })
  .post("/import", async (c) => c.json(await importSiteData(c.var.sql, await readJson(c, DATA_IMPORT_MAX_BYTES), c.var.user)));
