import assert from "node:assert/strict";
import { migrate } from "../src/db/migrate.ts";
import { dbTest, openTestDb } from "./helpers.ts";
import { insertArtwork, insertProduct } from "./factories.ts";

const { sql, close } = await openTestDb();

const TABLES = [
  "artworks", "products", "product_variants", "original_types", "merchandise_types", "settings", "orders", "order_items",
  "shipping_zones", "contact_messages", "subscribers", "commission_requests", "commission_categories",
  "commission_subcategories", "commission_settings", "users", "trusted_devices", "email_templates", "api_configurations",
  "analytics_page_views", "analytics_sessions", "analytics_events", "user_preferences", "user_art_interactions",
  "art_similarity", "sessions", "reservations", "outbox", "processed_webhook_events", "mail_log", "audit_log",
  "password_resets", "rate_limits", "images",
];

dbTest("every entity of the spec has a table", async () => {
  const rows = await sql<{ tableName: string }[]>`
    select table_name from information_schema.tables where table_schema = current_schema()`;
  const names = new Set(rows.map((r) => r.tableName));
  assert.deepEqual(TABLES.filter((t) => !names.has(t)), []);
});

dbTest("migrating again applies nothing", async () => {
  assert.deepEqual(await migrate(sql), []);
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from schema_migrations`;
  const files = [...Deno.readDirSync(new URL("../migrations/", import.meta.url))].filter((f) => f.name.endsWith(".sql"));
  assert.deepEqual(count, files.length);
});

dbTest("constraints refuse bad data", async () => {
  await assert.rejects(() => insertArtwork(sql, { status: "lost" }), /check constraint/);
  await assert.rejects(() => insertProduct(sql, { stock: -1 }), /check constraint/);
  await assert.rejects(() => insertProduct(sql, { type: "originals", stock: 2 }), /check constraint/);
  await assert.rejects(() => insertProduct(sql, { priceCents: -5 }), /check constraint/);
  await assert.rejects(() => sql`insert into settings (key, value) values ('Bad Key!', 'x')`, /check constraint/);
  const productId = await insertProduct(sql);
  await sql`insert into product_variants (product_id, variant_name, price_cents) values (${productId}, 'A', 100)`;
  await assert.rejects(() => sql`insert into product_variants (product_id, variant_name, price_cents) values (${productId}, 'A', 200)`, /duplicate key/);
  await assert.rejects(() => sql`insert into order_items (order_id, item_type, title, unit_price_cents) values (999999, 'prints', 'x', 1)`, /foreign key/);
});

dbTest("defaults match the spec", async () => {
  const id = await insertArtwork(sql, { status: undefined });
  const [a] = await sql`select status, available, editions_sold from artworks where id = ${id}`;
  assert.deepEqual(a, { status: "available", available: true, editionsSold: 0 });
  const [v] = await sql`insert into product_variants (product_id, variant_name, price_cents)
    values (${await insertProduct(sql)}, 'M', 100) returning stock`;
  assert.deepEqual(v.stock, 999);
  const [p] = await sql`insert into products (title, price_cents, type) values ('x', 1, 'prints') returning stock`;
  assert.deepEqual(p.stock, 1);
  const [cs] = await sql`select painting_multiplier::float8, mural_multiplier::float8, auto_reply_subject from commission_settings`;
  assert.deepEqual(cs, { paintingMultiplier: 2.5, muralMultiplier: 45, autoReplySubject: "Thank you for your commission request" });
});

dbTest("close", close);
