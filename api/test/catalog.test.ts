import assert from "node:assert/strict";
import { ZArtwork, ZProduct } from "@studio/contracts";
import { dbTest, openTestDb, testApi } from "./helpers.ts";
import { insertArtwork, insertProduct } from "./factories.ts";

const { sql, close } = await openTestDb();
const api = testApi(sql);
const getJson = async (path: string) => {
  const res = await api.request(path);
  return { status: res.status, body: await res.json() };
};

const a1 = await insertArtwork(sql, { title: "Tide", featured: true, displayOrder: 2, category: "murals" });
const a2 = await insertArtwork(sql, { title: "Orchard", featured: true, displayOrder: 1, category: "figurative" });
const a3 = await insertArtwork(sql, { title: "Ferry", featured: false, displayOrder: 0, status: "sold", category: "murals" });
const print = await insertProduct(sql, { title: "Tide print", artworkId: a1, priceCents: 4500 }, [
  { variantName: "12 x 16 in", priceCents: 7500 },
  { variantName: "8 x 10 in", priceCents: 4500, isDefault: true },
]);
const original = await insertProduct(sql, { title: "Tide original", artworkId: a1, type: "originals", subtype: "Oil Paintings", stock: 1, featured: true });
await insertProduct(sql, { title: "Hidden", available: false });

dbTest("GET /api/artworks lists every artwork in display order with the public fields", async () => {
  const { status, body } = await getJson("/api/artworks");
  assert.equal(status, 200);
  assert.deepEqual(body.map((a: { id: number }) => a.id), [a3, a2, a1]);
  for (const a of body) ZArtwork.parse(a);
  assert.equal(body[0].status, "sold");
  assert.equal(body[2].priceCents, 100_000);
});

dbTest("GET /api/artworks/featured honours ?limit and the featured flag", async () => {
  assert.deepEqual((await getJson("/api/artworks/featured?limit=6")).body.map((a: { id: number }) => a.id), [a2, a1]);
  assert.deepEqual((await getJson("/api/artworks/featured?limit=1")).body.map((a: { id: number }) => a.id), [a2]);
  const bad = await getJson("/api/artworks/featured?limit=0");
  assert.deepEqual(bad, { status: 400, body: { error: "limit must be 1 to 50", fields: { _: "limit must be 1 to 50" } } });
});

dbTest("GET /api/artworks/categories lists distinct categories", async () => {
  assert.deepEqual((await getJson("/api/artworks/categories")).body, ["figurative", "murals"]);
});

dbTest("GET /api/products lists available products newest first, with variants cheapest first", async () => {
  const { body } = await getJson("/api/products");
  assert.deepEqual(body.map((p: { id: number }) => p.id), [original, print]);
  for (const p of body) ZProduct.parse(p);
  assert.deepEqual(body[1].variants.map((v: { variantName: string; isDefault: boolean }) => [v.variantName, v.isDefault]), [
    ["8 x 10 in", true],
    ["12 x 16 in", false],
  ]);
});

dbTest("products filter by artwork, both ways", async () => {
  const other = await insertArtwork(sql);
  assert.deepEqual((await getJson(`/api/products?artworkId=${a1}`)).body.length, 2);
  assert.deepEqual((await getJson(`/api/products?artworkId=${other}`)).body, []);
  assert.deepEqual((await getJson(`/api/products/artwork/${a1}`)).body.map((p: { id: number }) => p.id), [original, print]);
});

dbTest("GET /api/products/:id returns one product, 404 when missing, 400 when not a number", async () => {
  const ok = await getJson(`/api/products/${print}`);
  assert.equal(ok.body.title, "Tide print");
  assert.equal(ok.body.variants.length, 2);
  assert.deepEqual(await getJson("/api/products/999999"), { status: 404, body: { error: "Product not found" } });
  assert.equal((await getJson("/api/products/abc")).status, 400);
});

dbTest("featured products and product categories", async () => {
  assert.deepEqual((await getJson("/api/products/featured")).body.map((p: { id: number }) => p.id), [original]);
  assert.deepEqual((await getJson("/api/products/categories")).body, [
    { type: "originals", subtypes: ["Oil Paintings"] },
    { type: "prints", subtypes: ["paper"] },
  ]);
});

dbTest("types, shipping zones and commission settings", async () => {
  await sql`insert into original_types (name, display_order, active) values ('Oil', 1, true), ('Old', 0, false), ('Ink', 0, true)`;
  assert.deepEqual((await getJson("/api/original-types")).body.map((t: { name: string }) => t.name), ["Ink", "Oil"]);
  await sql`insert into shipping_zones (name, base_rate_cents, additional_item_rate_cents, active)
    values ('Intl', 4500, 1000, true), ('US', 1200, 400, true), ('Off', 1, 1, false)`;
  const zones = (await getJson("/api/shipping-zones/active")).body;
  assert.deepEqual(zones.map((z: { name: string; baseRateCents: number }) => [z.name, z.baseRateCents]), [["US", 1200], ["Intl", 4500]]);
  assert.deepEqual((await getJson("/api/commission/settings")).body, { paintingMultiplier: 2.5, muralMultiplier: 45 });
});

dbTest("unknown API paths are a JSON 404", async () => {
  assert.deepEqual(await getJson("/api/nope"), { status: 404, body: { error: "No such API endpoint" } });
});

dbTest("close", close);
