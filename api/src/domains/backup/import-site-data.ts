import { type DataExport, type DataImportResult, type DataTableName, ZDataExport, ZDataExportHeader } from "@studio/contracts";
import type { z } from "zod";
import { audit, type Actor } from "../admin/audit.ts";
import type { Sql, Tx } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { fieldsOf, snake, TABLES } from "./data-tables.ts";

/** "artworks[3].title: Too small: expected string to have >=1 characters" */
function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.map((p, i) => typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${String(p)}`).join("");
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** The file, validated whole before anything is written: its format and version first, then every record. */
export function parseDataExport(raw: unknown): DataExport {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new AppError("validation", "This file cannot be imported. This is not a studio export file.");
  }
  const header = ZDataExportHeader.safeParse(raw);
  if (!header.success) throw new AppError("validation", `This file cannot be imported. ${describe(header.error)}`);
  const doc = ZDataExport.safeParse(raw);
  if (!doc.success) throw new AppError("validation", `This file cannot be imported. ${describe(doc.error)}`);
  return doc.data;
}

/** Artworks and products are updated in place (not deleted and re-inserted), so their analytics and holds survive. */
const IN_PLACE = new Set<DataTableName>(["artworks", "products"]);
/** Image records describe files on disk: added or updated, never removed. */
const ADD_ONLY = new Set<DataTableName>(["images"]);
/** Children first: what the import empties before writing (order items go with their orders). */
const EMPTIED = ["orders", "replies", "newsletters", "subscribers", "commission_requests", "contact_messages", "commission_subcategories",
  "commission_categories", "email_templates", "shipping_zones", "product_variants", "merchandise_types", "original_types", "settings"];

const CHUNK_PARAMS = 30_000;

/** Ids in `ids` that exist in `table` on this site (the owner's account, the mail log are not part of the file). */
async function existing(tx: Tx, table: "users" | "mail_log", ids: (number | null)[]): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Set();
  const rows = await tx<{ id: number }[]>`select id::float8 as id from ${tx(table)} where id = any(${wanted}::bigint[])`;
  return new Set(rows.map((r) => r.id));
}

async function insertRows(tx: Tx, key: DataTableName, table: string, records: Record<string, unknown>[], json: string[] = []) {
  const fields = fieldsOf(key);
  const conflict = IN_PLACE.has(key) || ADD_ONLY.has(key)
    ? `on conflict (id) do update set ${fields.filter((f) => f !== "id").map((f) => `${snake(f)} = excluded.${snake(f)}`).join(", ")}`
    : "";
  const size = Math.max(1, Math.floor(CHUNK_PARAMS / fields.length));
  for (let i = 0; i < records.length; i += size) {
    const rows = records.slice(i, i + size).map((r) => {
      const row: Record<string, unknown> = {};
      for (const f of fields) row[f] = json.includes(f) && r[f] !== null ? tx.json(r[f] as never) : r[f];
      return row;
    });
    await tx`insert into ${tx(table)} ${tx(rows as never, ...fields)} ${tx.unsafe(conflict)}`;
  }
}

async function writeAll(tx: Tx, doc: DataExport) {
  await tx`delete from orders`;
  for (const table of EMPTIED.slice(1)) await tx`delete from ${tx(table)}`;
  await tx`delete from products where id <> all(${doc.products.map((p) => p.id)}::int[])`;
  await tx`delete from artworks where id <> all(${doc.artworks.map((a) => a.id)}::int[])`;
  const users = await existing(tx, "users", [...doc.replies.map((r) => r.createdBy), ...doc.newsletters.map((n) => n.sentBy)]);
  const mails = await existing(tx, "mail_log", doc.replies.map((r) => r.mailId));
  const records: Record<DataTableName, Record<string, unknown>[]> = {
    ...doc,
    // A category may point at a parent listed after it: parents are set once every category exists.
    commissionCategories: doc.commissionCategories.map((c) => ({ ...c, parentCategoryId: null })),
    replies: doc.replies.map((r) => ({
      ...r,
      createdBy: r.createdBy !== null && users.has(r.createdBy) ? r.createdBy : null,
      mailId: r.mailId !== null && mails.has(r.mailId) ? r.mailId : null,
    })),
    newsletters: doc.newsletters.map((n) => ({ ...n, sentBy: n.sentBy !== null && users.has(n.sentBy) ? n.sentBy : null })),
  };
  for (const spec of TABLES) {
    await insertRows(tx, spec.key, spec.table, records[spec.key], spec.json);
    if (spec.key === "commissionCategories") {
      for (const c of doc.commissionCategories.filter((c) => c.parentCategoryId !== null)) {
        await tx`update commission_categories set parent_category_id = ${c.parentCategoryId} where id = ${c.id}`;
      }
    }
  }
  const { paintingMultiplier, muralMultiplier, artistEmail, autoReplySubject, autoReplyContent, updatedAt } = doc.commissionSettings;
  await tx`update commission_settings set ${tx({ paintingMultiplier, muralMultiplier, artistEmail, autoReplySubject, autoReplyContent, updatedAt })}
    where id = 1`;
  // New records continue after the highest id of the file.
  for (const { table } of TABLES.filter((t) => t.key !== "settings" && t.key !== "images")) {
    await tx`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${tx(table)}), 0) + 1, false)`;
  }
}

/** A PostgreSQL integrity violation (class 23: foreign key, unique, check, not null). */
function isIntegrityError(err: unknown): err is Error & { code: string; detail?: string } {
  if (!(err instanceof Error) || err instanceof AppError) return false;
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" && code.startsWith("23");
}

/**
 * Restores a backup file (contracts/src/data-export.ts) in one transaction: every content table and the orders become
 * exactly the file's records, with their ids, and each id sequence moves past the file's highest id. Kept as they are:
 * the owner's account and security, sessions, the mail server settings, the mail log, analytics and the audit log.
 * Refused (409) while a shopper holds an original in a cart or an order is being paid. A file whose records do not fit
 * together (an order line pointing at a missing product) is a 400 and nothing is written.
 */
export async function importSiteData(sql: Sql, raw: unknown, actor: Actor): Promise<DataImportResult> {
  const doc = parseDataExport(raw);
  try {
    return await transact(sql, async (tx, emit) => {
      // New holds wait for the import; an active one refuses it.
      await tx`lock table reservations in exclusive mode`;
      const [busy] = await tx<{ holds: number; paying: number }[]>`select
        (select count(*)::int from reservations where released_at is null and expires_at > now()) as holds,
        (select count(*)::int from orders where status = 'pending' and created_at > now() - interval '1 hour') as paying`;
      if (busy.holds > 0 || busy.paying > 0) {
        throw new AppError("conflict", "A shopper is checking out right now (an original is held in a cart or an order is being paid). Please try again in a few minutes.");
      }
      const before = new Map((await tx<{ key: string; value: string }[]>`select key, value from settings`).map((s) => [s.key, s.value]));
      await writeAll(tx, doc);
      const counts = Object.fromEntries(TABLES.map((t) => [t.key, doc[t.key].length])) as DataImportResult["counts"];
      await audit(tx, actor, "import", "site_data", null, { exportedAt: doc.exportedAt, counts });
      emit("site.imported", {});
      // Subscribers that follow one setting (the analytics time zone) hear of each changed one.
      const after = new Map(doc.settings.map((s) => [s.key, s.value]));
      for (const key of new Set([...before.keys(), ...after.keys()])) if (before.get(key) !== after.get(key)) emit("setting.updated", { key });
      return { counts };
    });
  } catch (err) {
    if (!isIntegrityError(err)) throw err;
    throw new AppError("validation", `This file cannot be imported: its records do not fit together (${err.message}${err.detail ? `: ${err.detail}` : ""}). Nothing was changed.`);
  }
}
