import { type DataTableName, ZCommissionSettingsRecord, ZDataTables } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";

/** How one table of the backup file is stored: its SQL name and the columns stored as numeric, bigint or jsonb. */
interface TableSpec {
  key: DataTableName;
  table: string;
  /** numeric / bigint columns, read as JSON numbers */
  numeric?: string[];
  /** jsonb columns, written with db.json */
  json?: string[];
}

/** In the order the import writes them: a table only points at tables before it. */
export const TABLES: TableSpec[] = [
  { key: "settings", table: "settings" },
  { key: "images", table: "images", json: ["palette"] },
  { key: "artworks", table: "artworks" },
  { key: "originalTypes", table: "original_types" },
  { key: "merchandiseTypes", table: "merchandise_types" },
  { key: "products", table: "products", numeric: ["height", "width"] },
  { key: "productVariants", table: "product_variants" },
  { key: "shippingZones", table: "shipping_zones" },
  { key: "commissionCategories", table: "commission_categories" },
  { key: "commissionSubcategories", table: "commission_subcategories" },
  { key: "emailTemplates", table: "email_templates" },
  { key: "contactMessages", table: "contact_messages" },
  { key: "commissionRequests", table: "commission_requests" },
  { key: "replies", table: "replies", numeric: ["mailId"] },
  { key: "subscribers", table: "subscribers" },
  { key: "newsletters", table: "newsletters" },
  { key: "orders", table: "orders", json: ["shippingAddress", "billingAddress"] },
  { key: "orderItems", table: "order_items" },
];

export const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields of a table's records: exactly the keys of its zod schema, so the file and its schema never drift apart. */
export function fieldsOf(key: DataTableName): string[] {
  return Object.keys(ZDataTables.shape[key].element.shape);
}

/** The select list of a record: times as ISO UTC strings (every field ending in "At"), numerics as numbers. */
function selectList(fields: string[], numeric: string[] = []): string {
  return fields.map((f) => {
    const column = snake(f);
    if (f.endsWith("At")) return `${isoUtc(column)} as ${column}`;
    if (numeric.includes(f)) return `${column}::float8 as ${column}`;
    return column;
  }).join(", ");
}

/** Every record of one table, by id (settings by key). Column names come from code, never from input. */
export async function readTable(db: Db, spec: TableSpec): Promise<Record<string, unknown>[]> {
  const order = spec.table === "settings" ? "key" : "id";
  return await db.unsafe(`select ${selectList(fieldsOf(spec.key), spec.numeric)} from ${spec.table} order by ${order}`);
}

export async function readCommissionSettings(db: Db): Promise<Record<string, unknown>> {
  const fields = Object.keys(ZCommissionSettingsRecord.shape);
  const [row] = await db.unsafe(`select ${selectList(fields, ["paintingMultiplier", "muralMultiplier"])} from commission_settings where id = 1`);
  return row;
}
