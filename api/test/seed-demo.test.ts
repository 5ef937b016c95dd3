import assert from "node:assert/strict";
import { seedDemo } from "../src/seed/seed-demo.ts";
import { dbTest, openTestDb } from "./helpers.ts";

/** The demo portfolio a fresh install starts with must look like a real painter's shop (issue 3, "Demo content"). */
const { sql, close } = await openTestDb();
const uploadsDir = await Deno.makeTempDir({ prefix: "studio-seed-" });

dbTest("the demo portfolio covers every category, status, product type, print subtype and has priced variants", async () => {
  assert.equal(await seedDemo(sql, { uploadsDir, longEdge: 400 }), true);

  const artworks = await sql<{ category: string; status: string; imageId: string | null; featured: boolean }[]>`
    select category, status, image_id, featured from artworks`;
  assert.ok(artworks.length >= 20, `${artworks.length} artworks`);
  const categories = new Set(artworks.map((a) => a.category));
  for (const c of ["imaginative-realism", "figurative", "murals", "chinese-zodiac-series", "vinyl-record-art", "sculpture"]) {
    assert.ok(categories.has(c), `category ${c}`);
  }
  assert.deepEqual(new Set(artworks.map((a) => a.status)), new Set(["available", "sold", "unavailable"]));
  assert.ok(artworks.some((a) => a.featured));
  assert.ok(artworks.every((a) => a.imageId), "every artwork has a stored image");

  const products = await sql<{ type: string; subtype: string | null }[]>`select type, subtype from products`;
  assert.deepEqual(new Set(products.map((p) => p.type)), new Set(["originals", "prints", "merchandise"]));
  const printSubtypes = new Set(products.filter((p) => p.type === "prints").map((p) => p.subtype));
  assert.deepEqual(printSubtypes, new Set(["paper", "canvas", "framed", "limited_edition"]));

  const [{ variants, unpriced }] = await sql<{ variants: number; unpriced: number }[]>`
    select count(*)::int as variants, count(*) filter (where price_cents is null or price_cents <= 0)::int as unpriced
    from product_variants`;
  assert.ok(variants > 0);
  assert.equal(unpriced, 0);

  const [image] = await sql<{ width: number; height: number }[]>`select width, height from images limit 1`;
  assert.equal(Math.max(image.width, image.height), 400);
});

dbTest("a second start leaves the portfolio alone", async () => {
  const [{ before }] = await sql<{ before: number }[]>`select count(*)::int as before from artworks`;
  assert.equal(await seedDemo(sql, { uploadsDir, longEdge: 400 }), false);
  const [{ after }] = await sql<{ after: number }[]>`select count(*)::int as after from artworks`;
  assert.equal(after, before);
  await Deno.remove(uploadsDir, { recursive: true });
  await close();
});
