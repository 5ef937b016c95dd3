import { DATA_CSV_TABLES, type DataCsvTable, type DataImportResult } from "@studio/contracts";
import { api } from "@studio/sdk";
import { changed } from "./admin-api.ts";

export const EXPORT_JSON_PATH = "/api/admin/export.json";
export const exportCsvPath = (table: DataCsvTable) => `/api/admin/export/${table}.csv`;
export const CSV_TABLES = Object.entries(DATA_CSV_TABLES) as [DataCsvTable, string][];

/** Restores a backup file: everything the site shows may change, so every open list refreshes. */
export const importBackup = (doc: unknown) => changed(api.post<DataImportResult>("/api/admin/import", doc), ["/api/"]);
