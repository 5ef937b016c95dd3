import assert from "node:assert/strict";
import { join } from "node:path";
import { insertArtwork, insertProduct } from "./factories.ts";
import { dbTest } from "./helpers.ts";
import { openPrintWorld, printSettings } from "./print-fixture.ts";
import { STAND_IN_KEYS } from "./print-stand-in.ts";

// The real clients, pointed at the stand-in by config (as the e2e suite does); a short time limit for the hang test.
const { sql, standIn, api, admin, uploadsDir, sessionCookie, close } = await openPrintWorld({ timeoutMs: 400 });
const settings = printSettings;
const counts = async () => {
  const [row] = await sql<{ products: number; variants: number; images: number; outbox: number }[]>`select
    (select count(*)::int from products) as products, (select count(*)::int from product_variants) as variants,
    (select count(*)::int from images) as images, (select count(*)::int from outbox) as outbox`;
  return row;
};
const posterImport = (over: Record<string, unknown> = {}) => ({
  title: "Harbour at Dusk — poster", description: "My harbour painting as a matte poster.", type: "prints", subtype: "paper",
  variants: [{ providerVariantId: "3876", priceCents: 3500 }, { providerVariantId: "2", priceCents: 6500 }], ...over,
});

dbTest("settings: keys are sealed at rest, the GET shows only whether they are set and their last 4 characters", async () => {
  const saved = await admin("PUT", "/api/admin/print-settings", settings());
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(saved.body, {
    printful: { enabled: true, baseUrl: "", apiKey: { isSet: true, last4: "7Q2x" } },
    gooten: { enabled: true, recipeId: "stand-in-recipe", baseUrl: "", partnerBillingKey: { isSet: true, last4: "9K3w" } },
  });
  const rows = await sql<{ key: string; value: string; service: string }[]>`
    select key, value, service from api_configurations where key in ('printful', 'gooten') order by key`;
  assert.deepEqual(rows.map((r) => [r.key, r.service]), [["gooten", "gooten"], ["printful", "printful"]]);
  for (const row of rows) {
    assert.doesNotMatch(row.value, /pf-stand-in-key|gooten-billing/, "the raw row never holds a key");
    assert.match(row.value, /"v1:[^"]+"/, "the key is sealed");
  }
  const read = await admin("GET", "/api/admin/print-settings");
  assert.equal(JSON.stringify(read.body).includes(STAND_IN_KEYS.printfulApiKey), false);
  assert.deepEqual(read.body, saved.body);

  // Leaving a key out keeps it; an empty key removes it (and then the provider cannot stay on).
  const kept = await admin("PUT", "/api/admin/print-settings", settings({ printful: { apiKey: undefined }, gooten: { partnerBillingKey: undefined } }));
  assert.deepEqual([kept.body.printful.apiKey, kept.body.gooten.partnerBillingKey], [{ isSet: true, last4: "7Q2x" }, { isSet: true, last4: "9K3w" }]);
  const refused = await admin("PUT", "/api/admin/print-settings", settings({ printful: { apiKey: "" } }));
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.body.fields, { "printful.apiKey": "Enter the API key to use Printful" });
  const badUrl = await admin("PUT", "/api/admin/print-settings", settings({ gooten: { baseUrl: "ftp://example.com" } }));
  assert.equal(badUrl.status, 400);
  assert.equal(badUrl.body.fields["gooten.baseUrl"], "Enter an address starting with https://");

  const [entry] = await sql<{ action: string; entity: string; detail: Record<string, Record<string, unknown>> }[]>`
    select action, entity, detail from audit_log where entity = 'print_settings' order by id desc limit 1`;
  assert.equal(entry.action, "update");
  assert.deepEqual(entry.detail.printful, { enabled: true, baseUrl: "", apiKey: "kept" });
  assert.equal(JSON.stringify(entry.detail).includes("gooten-billing"), false);
});

dbTest("test connection: the stored key reaches Printful's store; a wrong key gets the owner's message", async () => {
  await admin("PUT", "/api/admin/print-settings", settings());
  const ok = await admin("POST", "/api/admin/print-settings/printful/test", {});
  assert.deepEqual([ok.status, ok.body], [200, { ok: true, accountName: "Elena Marsh Prints" }]);
  assert.equal(standIn.requests.findLast((r) => r.line === "GET /printful/store")?.authorization, `Bearer ${STAND_IN_KEYS.printfulApiKey}`);

  const wrong = await admin("POST", "/api/admin/print-settings/printful/test", { apiKey: "pf-wrong-key" });
  assert.equal(wrong.status, 502);
  assert.equal(wrong.body.error, "Printful refused the API key. Create a private token in Printful (Settings → API) and paste it in Print on demand settings.");

  const gooten = await admin("POST", "/api/admin/print-settings/gooten/test", {});
  assert.deepEqual([gooten.status, gooten.body], [200, { ok: true, accountName: "recipe stand-in-recipe" }]);
  const wrongKey = await admin("POST", "/api/admin/print-settings/gooten/test", { partnerBillingKey: "nope" });
  assert.equal(wrongKey.status, 502);
  assert.match(wrongKey.body.error, /^Gooten refused the recipe id or partner billing key/);
  const wrongRecipe = await admin("POST", "/api/admin/print-settings/gooten/test", { recipeId: "someone-else" });
  assert.equal(wrongRecipe.status, 502);
  assert.match(wrongRecipe.body.error, /^Gooten refused the recipe id or partner billing key/);

  assert.equal((await admin("POST", "/api/admin/print-settings/printify/test", {})).status, 404);
  const tests = await sql<{ entityId: string; detail: { ok: boolean } }[]>`
    select entity_id, detail from audit_log where action = 'test' and entity = 'print_settings' order by id`;
  assert.deepEqual(tests.map((t) => [t.entityId, t.detail.ok]), [["printful", true], ["printful", false], ["gooten", true], ["gooten", false], ["gooten", false]]);
});

dbTest("catalogue and product: read through the real clients from the stand-in, searched and priced in cents", async () => {
  await admin("PUT", "/api/admin/print-settings", settings());
  const all = await admin("GET", "/api/admin/print-products/printful");
  assert.equal(all.status, 200, JSON.stringify(all.body));
  assert.deepEqual([all.body.total, all.body.page, all.body.pageCount], [4, 1, 1]);
  assert.deepEqual(all.body.items[0], { id: "1", name: "Enhanced Matte Paper Poster (in)", category: "Poster", thumbnailUrl: `${standIn.url}/images/1-catalog.png` });
  const mugs = await admin("GET", "/api/admin/print-products/printful?q=mug&page=1");
  assert.deepEqual(mugs.body.items.map((p: { name: string }) => p.name), ["White Glossy Mug"]);

  const poster = await admin("GET", "/api/admin/print-products/printful/1");
  assert.equal(poster.status, 200);
  assert.equal(poster.body.name, "Enhanced Matte Paper Poster (in)");
  assert.equal(poster.body.importedAs, null);
  assert.deepEqual(poster.body.variants.map((v: { id: string; costCents: number }) => [v.id, v.costCents]), [["3876", 1150], ["1", 1575], ["2", 2100]]);
  assert.equal(poster.body.imageUrls[0], `${standIn.url}/images/poster-12x16.png`);
  const missing = await admin("GET", "/api/admin/print-products/printful/77777");
  assert.deepEqual([missing.status, missing.body.error], [404, "Printful has no such product (it may have been discontinued)"]);

  const canvases = await admin("GET", "/api/admin/print-products/gooten?q=wall");
  assert.deepEqual(canvases.body.items, [{ id: "1045", name: "Canvas Wraps", category: "Wall Art", thumbnailUrl: `${standIn.url}/images/canvas.png` }]);
  const canvas = await admin("GET", "/api/admin/print-products/gooten/1045");
  assert.deepEqual(canvas.body.variants, [
    { id: "CanvsWrp-BlkWrp-8x10", name: "8x10", costCents: 2450, imageUrl: null },
    { id: "CanvsWrp-BlkWrp-16x20", name: "16x20", costCents: 4100, imageUrl: null },
  ]);

  // A switched-off provider is not browsed.
  await admin("PUT", "/api/admin/print-settings", settings({ gooten: { enabled: false } }));
  const off = await admin("GET", "/api/admin/print-products/gooten");
  assert.deepEqual([off.status, off.body.error], [400, "Gooten is switched off. Turn it on in Print on demand settings first."]);
});

dbTest("import: one product with the chosen variants at the owner's prices, the stored mockup, ids, event and audit entry", async () => {
  await admin("PUT", "/api/admin/print-settings", settings());
  await sql`delete from outbox`;
  const artworkId = await insertArtwork(sql, { title: "Harbour at Dusk" });
  const before = await counts();
  const res = await admin("POST", "/api/admin/print-products/printful/1/import", posterImport({ artworkId }));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const { productId, imageId } = res.body;
  assert.equal(res.body.variantCount, 2);
  assert.match(imageId, /^[a-f0-9]{32}$/);

  const after = await counts();
  assert.deepEqual(after, { products: before.products + 1, variants: before.variants + 2, images: before.images + 1, outbox: before.outbox + 1 });
  const [product] = await sql`select title, type, subtype, price_cents, stock, image_id, artwork_id, print_provider, printful_product_id, alt_text
    from products where id = ${productId}`;
  assert.deepEqual({ ...product }, {
    title: "Harbour at Dusk — poster", type: "prints", subtype: "paper", priceCents: 3500, stock: 999, imageId, artworkId,
    printProvider: "printful", printfulProductId: "1", altText: "Harbour at Dusk — poster",
  });
  const variants = await sql`select variant_name, price_cents, stock, printful_variant_id, provider_cost_cents, is_default
    from product_variants where product_id = ${productId} order by id`;
  assert.deepEqual(variants.map((v) => ({ ...v })), [
    { variantName: "Enhanced Matte Paper Poster (in) (12″×16″)", priceCents: 3500, stock: 999, printfulVariantId: "3876", providerCostCents: 1150, isDefault: true },
    { variantName: "Enhanced Matte Paper Poster (in) (24″×36″)", priceCents: 6500, stock: 999, printfulVariantId: "2", providerCostCents: 2100, isDefault: false },
  ]);
  const [image] = await sql`select width, height, original_format from images where id = ${imageId}`;
  assert.deepEqual({ ...image }, { width: 600, height: 600, originalFormat: "png" });
  const master = await Deno.readFile(join(uploadsDir, "img", imageId, "master.webp"));
  assert.equal(new TextDecoder().decode(master.subarray(8, 12)), "WEBP", "re-encoded as the WebP master");
  const [event] = await sql<{ subject: string; payload: { data: { id: number } } }[]>`select subject, payload from outbox order by id desc limit 1`;
  assert.deepEqual([event.subject, event.payload.data], ["domain.product.created", { id: productId }]);
  const [entry] = await sql`select action, entity, entity_id, detail from audit_log where entity = 'product' order by id desc limit 1`;
  assert.deepEqual({ ...entry }, { action: "import", entity: "product", entityId: String(productId), detail: { provider: "printful", providerProductId: "1", variants: 2 } });

  // The shop shows it like any product.
  const shop = await api.request(`/api/products/${productId}`);
  assert.equal(shop.status, 200);

  // The same provider product again: refused, naming the product made the first time; nothing written.
  const again = await admin("POST", "/api/admin/print-products/printful/1/import", posterImport({ title: "Second copy" }));
  assert.equal(again.status, 409);
  assert.equal(again.body.error, `This Printful product is already in your shop as “Harbour at Dusk — poster” (product #${productId}). Edit that product instead.`);
  assert.deepEqual(again.body.fields, { productId: String(productId) });
  assert.deepEqual(await counts(), after);
  const detail = await admin("GET", "/api/admin/print-products/printful/1");
  assert.deepEqual(detail.body.importedAs, { id: productId, title: "Harbour at Dusk — poster" });

  // Gooten works the same way; its SKU is the variant id.
  const mug = await admin("POST", "/api/admin/print-products/gooten/57/import", {
    title: "Harbour mug", type: "merchandise", subtype: "Mugs", variants: [{ providerVariantId: "Mug-11oz-White", priceCents: 1800 }],
  });
  assert.equal(mug.status, 201, JSON.stringify(mug.body));
  const [mugRow] = await sql`select p.print_provider, p.printful_product_id, v.printful_variant_id, v.provider_cost_cents
    from products p join product_variants v on v.product_id = p.id where p.id = ${mug.body.productId}`;
  assert.deepEqual({ ...mugRow }, { printProvider: "gooten", printfulProductId: "57", printfulVariantId: "Mug-11oz-White", providerCostCents: 720 });
});

dbTest("import: bad choices are refused on their field and write nothing", async () => {
  await admin("PUT", "/api/admin/print-settings", settings());
  const before = await counts();
  const below = await admin("POST", "/api/admin/print-products/printful/19/import", {
    title: "Mug", type: "merchandise", variants: [{ providerVariantId: "1320", priceCents: 500 }],
  });
  assert.deepEqual([below.status, below.body.fields], [400, { "variants.0.priceCents": "Below Printful's cost ($6.95)" }]);
  const unknown = await admin("POST", "/api/admin/print-products/printful/19/import", {
    title: "Mug", type: "merchandise", variants: [{ providerVariantId: "999999", priceCents: 1500 }],
  });
  assert.deepEqual([unknown.status, unknown.body.fields], [400, { "variants.0.providerVariantId": "Printful no longer offers this variant" }]);
  const none = await admin("POST", "/api/admin/print-products/printful/19/import", { title: "Mug", type: "merchandise", variants: [] });
  assert.deepEqual([none.status, none.body.error], [400, "Choose at least one variant to offer"]);
  const notImage = await admin("POST", "/api/admin/print-products/printful/404040/import", {
    title: "Broken", type: "prints", variants: [{ providerVariantId: "9090", priceCents: 2000 }],
  });
  assert.deepEqual([notImage.status, notImage.body.error], [502, "Printful's mockup is not a JPEG, PNG, WebP or AVIF image"]);
  assert.deepEqual(await counts(), before);
});

dbTest("provider outage: a 500 or an answer that never comes is a clear 502 and nothing is written", async () => {
  await admin("PUT", "/api/admin/print-settings", settings());
  const before = await counts();
  try {
    standIn.setMode("fail");
    const failed = await admin("POST", "/api/admin/print-products/printful/19/import", {
      title: "Mug", type: "merchandise", variants: [{ providerVariantId: "1320", priceCents: 1500 }],
    });
    assert.deepEqual([failed.status, failed.body.error], [502, "Printful is having trouble right now (error 500). Please try again later."]);
    const catalog = await admin("GET", "/api/admin/print-products/gooten");
    assert.deepEqual([catalog.status, catalog.body.error], [502, "Gooten is having trouble right now (error 500). Please try again later."]);

    standIn.setMode("hang");
    const started = Date.now();
    const hung = await admin("POST", "/api/admin/print-products/printful/19/import", {
      title: "Mug", type: "merchandise", variants: [{ providerVariantId: "1320", priceCents: 1500 }],
    });
    assert.deepEqual([hung.status, hung.body.error], [502, "Printful did not answer within 1 second. Please try again in a few minutes."]);
    assert.ok(Date.now() - started < 3000, "the time limit ends the wait");
    const test = await admin("POST", "/api/admin/print-settings/printful/test", {});
    assert.equal(test.status, 502);
  } finally {
    standIn.setMode("ok");
  }
  assert.deepEqual(await counts(), before);
});

dbTest("mapping: the owner sees and changes which provider variant each of our variants is printed as", async () => {
  await admin("PUT", "/api/admin/print-settings", settings());
  const imported = await admin("POST", "/api/admin/print-products/printful/71/import", {
    title: "Harbour tee", type: "merchandise", variants: [{ providerVariantId: "4012", priceCents: 2800 }],
  });
  const id = imported.body.productId;
  const mapping = await admin("GET", `/api/admin/products/${id}/print-variants`);
  assert.equal(mapping.status, 200);
  assert.deepEqual([mapping.body.provider, mapping.body.providerProductId], ["printful", "71"]);
  assert.equal(mapping.body.variants[0].providerVariantId, "4012");
  assert.deepEqual(mapping.body.providerVariants.map((v: { id: string }) => v.id), ["4012", "4017"]);

  const variantId = mapping.body.variants[0].id;
  const saved = await admin("PUT", `/api/admin/products/${id}/print-variants`, { variants: [{ id: variantId, providerVariantId: "4017" }] });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.variants[0].providerVariantId, "4017");
  const wrong = await admin("PUT", `/api/admin/products/${id}/print-variants`, { variants: [{ id: variantId, providerVariantId: "1320" }] });
  assert.deepEqual([wrong.status, wrong.body.fields], [400, { "variants.0.providerVariantId": "Printful does not offer this variant" }]);
  const [entry] = await sql`select action, entity, entity_id from audit_log where entity = 'product_print_variants' order by id desc limit 1`;
  assert.deepEqual({ ...entry }, { action: "update", entity: "product_print_variants", entityId: String(id) });

  // Editing the product in the ordinary form keeps the mapping.
  const edit = await admin("GET", `/api/admin/products/${id}`);
  const put = await admin("PUT", `/api/admin/products/${id}`, { ...edit.body, id: undefined, title: "Harbour tee (black)" });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const [row] = await sql`select printful_variant_id from product_variants where id = ${variantId}`;
  assert.equal(row.printfulVariantId, "4017");

  // A product we stock ourselves has no provider and makes no provider call.
  const own = await insertProduct(sql, { title: "Signed print" }, [{ variantName: "A4", priceCents: 4000 }]);
  const calls = standIn.requests.length;
  const plain = await admin("GET", `/api/admin/products/${own}/print-variants`);
  assert.deepEqual([plain.body.provider, plain.body.providerVariants], [null, []]);
  assert.equal(standIn.requests.length, calls);
});

dbTest("every print-on-demand endpoint needs the owner's session", async () => {
  const paths: [string, string][] = [
    ["GET", "/api/admin/print-settings"], ["PUT", "/api/admin/print-settings"], ["POST", "/api/admin/print-settings/printful/test"],
    ["GET", "/api/admin/print-products/printful"], ["GET", "/api/admin/print-products/printful/1"],
    ["GET", "/api/admin/print-products/printful/thumbnail?url=x"],
    ["POST", "/api/admin/print-products/printful/1/import"], ["GET", "/api/admin/products/1/print-variants"],
    ["PUT", "/api/admin/products/1/print-variants"],
  ];
  const calls = standIn.requests.length;
  for (const [method, path] of paths) {
    const res = await api.request(path, { method, headers: { "x-requested-with": "fetch" }, json: method === "GET" ? undefined : {} });
    assert.equal(res.status, 401, `${method} ${path}`);
    await res.body?.cancel();
  }
  assert.equal(standIn.requests.length, calls, "nothing reaches the provider");
});

dbTest("thumbnails: provider images come through our server, only from the provider's hosts and only real images", async () => {
  await admin("PUT", "/api/admin/print-settings", settings());
  const get = (provider: string, url: string) => admin("GET", `/api/admin/print-products/${provider}/thumbnail?url=${encodeURIComponent(url)}`);
  const raw = await api.request(`/api/admin/print-products/printful/thumbnail?url=${encodeURIComponent(`${standIn.url}/images/1-catalog.png`)}`, {
    headers: { cookie: sessionCookie },
  });
  assert.equal(raw.status, 200);
  assert.equal(raw.headers.get("content-type"), "image/png");
  assert.equal(new TextDecoder().decode((await raw.bytes()).subarray(1, 4)), "PNG");
  assert.equal((await get("printful", "https://evil.example/x.png")).status, 404);
  assert.equal((await get("printful", "file:///etc/passwd")).status, 404);
  const html = await get("printful", `${standIn.url}/images/not-an-image.png`);
  assert.deepEqual([html.status, html.body.error], [502, "Printful's mockup is not a JPEG, PNG, WebP or AVIF image"]);
});

dbTest("close", () => close());
