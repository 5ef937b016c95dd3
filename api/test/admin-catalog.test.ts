import assert from "node:assert/strict";
import sharp from "sharp";
import { createOwner, dbTest, openTestDb, testApi } from "./helpers.ts";
import { insertArtwork } from "./factories.ts";

const { sql, close } = await openTestDb();
const api = testApi(sql);
await createOwner(sql);
const cookie = await api.login();
const H = { cookie, "x-requested-with": "fetch" };
const call = api.signedIn(cookie);
const lastEvents = async (n: number) =>
  (await sql<{ payload: { type: string; data: unknown } }[]>`select payload from outbox order by id desc limit ${n}`)
    .map((r) => [r.payload.type, r.payload.data]).reverse();

dbTest("every admin catalog route refuses without a session", async () => {
  for (const [method, path] of [["GET", "/api/admin/artworks"], ["POST", "/api/admin/artworks"], ["DELETE", "/api/admin/products/1"],
    ["POST", "/api/admin/images"], ["POST", "/api/admin/original-types"]]) {
    const res = await api.request(path, { method, headers: { "x-requested-with": "fetch" } });
    assert.equal(res.status, 401, `${method} ${path}`);
  }
});

dbTest("uploading an image returns its id and responsive sources; a non-image is refused", async () => {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#9a4b2f" } }).png().toBuffer();
  const form = new FormData();
  form.set("image", new File([png], "painting.png", { type: "image/png" }));
  const res = await api.request("/api/admin/images", { method: "POST", headers: H, body: form });
  assert.equal(res.status, 201);
  const body = await res.json();
  assert.match(body.id, /^[a-f0-9]{32}$/);
  assert.deepEqual([body.image.width, body.image.height], [800, 600]);
  const bad = new FormData();
  bad.set("image", new File([new TextEncoder().encode("<html>not an image</html>")], "evil.png", { type: "image/png" }));
  const refused = await api.request("/api/admin/images", { method: "POST", headers: H, body: bad });
  assert.equal(refused.status, 400);
  assert.deepEqual(await refused.json(), { error: "Please upload a JPEG, PNG, WebP or AVIF image", fields: { image: "Unsupported image type" } });
  const none = await api.request("/api/admin/images", { method: "POST", headers: H, body: new FormData() });
  assert.equal((await none.json()).error, "Choose an image to upload");
});

dbTest("artworks: create, validate, update status, feature, delete — each announced", async () => {
  const bad = await call("POST", "/api/admin/artworks", { title: "", year: 1500, dimensions: "big" });
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.fields, { title: "Title is required", year: "Year must be 1900 or later", dimensions: "Use the form W x H, e.g. 30 x 40" });

  const created = await call("POST", "/api/admin/artworks", { title: "Harbour Lights", medium: "Oil on linen", year: 2026, dimensions: "30 x 40", category: "imaginative-realism", priceCents: 250000 });
  assert.equal(created.status, 201);
  const id = created.body.id;
  assert.equal(created.body.status, "available");
  const pub = (await (await api.request("/api/artworks")).json()).find((a: { id: number }) => a.id === id);
  assert.equal(pub.title, "Harbour Lights");
  assert.equal(pub.available, true);

  const sold = await call("PATCH", `/api/admin/artworks/${id}`, { status: "sold", featured: true });
  assert.equal(sold.body.status, "sold");
  const after = (await (await api.request("/api/artworks")).json()).find((a: { id: number }) => a.id === id);
  assert.deepEqual([after.status, after.available, after.featured], ["sold", false, true]);

  assert.equal((await call("PATCH", `/api/admin/artworks/${id}`, { status: "stolen" })).status, 400);
  assert.equal((await call("PATCH", "/api/admin/artworks/999999", { featured: true })).status, 404);
  assert.equal((await call("PUT", `/api/admin/artworks/${id}`, { title: "x", imageId: "0".repeat(32) })).body.fields.imageId, "Unknown image");
  assert.equal((await call("DELETE", `/api/admin/artworks/${id}`)).status, 204);
  assert.equal((await call("GET", `/api/admin/artworks/${id}`)).status, 404);
  assert.deepEqual(await lastEvents(3), [["artwork.created", { id }], ["artwork.updated", { id }], ["artwork.deleted", { id }]]);
});

dbTest("artworks reorder: the whole list, each id once", async () => {
  const ids = [await insertArtwork(sql), await insertArtwork(sql), await insertArtwork(sql)];
  const all = (await call("GET", "/api/admin/artworks")).body.map((a: { id: number }) => a.id);
  const wanted = [...all].reverse();
  assert.equal((await call("POST", "/api/admin/artworks/reorder", { ids: wanted })).status, 204);
  assert.deepEqual((await (await api.request("/api/artworks")).json()).map((a: { id: number }) => a.id), wanted);
  assert.equal((await call("POST", "/api/admin/artworks/reorder", { ids: [ids[0], ids[0]] })).status, 400);
  assert.equal((await call("POST", "/api/admin/artworks/reorder", { ids: [ids[0], 999999] })).status, 409);
  assert.deepEqual((await lastEvents(1))[0][0], "artwork.reordered");
});

dbTest("products: variants are created, replaced and validated; originals stay one of a kind", async () => {
  const artworkId = await insertArtwork(sql);
  const created = await call("POST", "/api/admin/products", {
    title: "Harbour print", type: "prints", subtype: "paper", priceCents: 4500, stock: 999, artworkId,
    variants: [{ variantName: "8 x 10 in", priceCents: 4500, isDefault: true }, { variantName: "12 x 16 in", priceCents: 7500 }],
  });
  assert.equal(created.status, 201);
  const { id, variants } = created.body;
  assert.deepEqual(variants.map((v: { variantName: string; stock: number }) => [v.variantName, v.stock]), [["8 x 10 in", 999], ["12 x 16 in", 999]]);

  const updated = await call("PUT", `/api/admin/products/${id}`, {
    ...created.body, id: undefined,
    variants: [{ id: variants[1].id, variantName: "12 x 16 in", priceCents: 8000, isDefault: true }, { variantName: "18 x 24 in", priceCents: 12000 }],
  });
  assert.equal(updated.status, 200);
  assert.deepEqual(updated.body.variants.map((v: { variantName: string; priceCents: number; isDefault: boolean }) => [v.variantName, v.priceCents, v.isDefault]), [
    ["12 x 16 in", 8000, true],
    ["18 x 24 in", 12000, false],
  ]);

  const dup = await call("POST", "/api/admin/products", { title: "x", type: "prints", priceCents: 1, variants: [{ variantName: "A", priceCents: 1 }, { variantName: "a", priceCents: 2 }] });
  assert.equal(dup.body.fields.variants, "Variant names must be unique");
  const twoOriginals = await call("POST", "/api/admin/products", { title: "x", type: "originals", priceCents: 1, stock: 2 });
  assert.equal(twoOriginals.body.fields.stock, "An original is one of a kind: stock is 0 or 1");
  assert.equal((await call("POST", "/api/admin/products", { title: "x", type: "prints", priceCents: -1 })).body.fields.priceCents, "Price cannot be negative");
  assert.equal((await call("POST", "/api/admin/products", { title: "x", type: "prints", priceCents: 1, artworkId: 999999 })).body.fields.artworkId, "Unknown artwork");

  const hidden = await call("PATCH", `/api/admin/products/${id}`, { available: false, stock: 0 });
  assert.deepEqual([hidden.body.available, hidden.body.stock], [false, 0]);
  assert.equal((await api.request(`/api/products?artworkId=${artworkId}`).then((r) => r.json())).length, 0);
  assert.equal((await call("GET", "/api/admin/products")).body.some((p: { id: number }) => p.id === id), true);
  assert.equal((await call("DELETE", `/api/admin/products/${id}`)).status, 204);
  assert.equal((await api.request(`/api/products/${id}`)).status, 404);
  assert.deepEqual((await lastEvents(4)).map((e) => e[0]), ["product.created", "product.updated", "product.updated", "product.deleted"]);
});

dbTest("original and merchandise types: create, rename, unique names, delete", async () => {
  const made = await call("POST", "/api/admin/original-types", { name: "Oil Paintings", displayOrder: 1 });
  assert.equal(made.status, 201);
  assert.equal((await call("POST", "/api/admin/original-types", { name: "Oil Paintings" })).status, 409);
  assert.equal((await call("PUT", `/api/admin/original-types/${made.body.id}`, { name: "Oils", active: false })).status, 200);
  assert.deepEqual((await api.request("/api/original-types").then((r) => r.json())), []);
  assert.equal((await call("GET", "/api/admin/original-types")).body[0].name, "Oils");
  const merch = await call("POST", "/api/admin/merchandise-types", { name: "Mugs" });
  assert.deepEqual((await api.request("/api/merchandise-types").then((r) => r.json())).map((t: { name: string }) => t.name), ["Mugs"]);
  assert.equal((await call("DELETE", `/api/admin/merchandise-types/${merch.body.id}`)).status, 204);
  assert.equal((await call("POST", "/api/admin/merchandise-types", { name: "" })).body.fields.name, "Name is required");
  assert.deepEqual((await lastEvents(1))[0], ["merchandise_type.changed", { id: merch.body.id }]);
});


dbTest("a quick status change keeps every other field", async () => {
  const created = await call("POST", "/api/admin/artworks", { title: "Keep me", description: "Long story", year: 2020, dimensions: "10 x 20", category: "murals", priceCents: 5000 });
  const patched = await call("PATCH", `/api/admin/artworks/${created.body.id}`, { featured: true });
  assert.deepEqual(patched.body, { ...created.body, featured: true });
  const sold = await call("PATCH", `/api/admin/artworks/${created.body.id}`, { status: "sold" });
  assert.deepEqual(sold.body, { ...created.body, featured: true, status: "sold" });
  assert.equal((await call("PATCH", `/api/admin/artworks/${created.body.id}`, { title: "sneaky" })).status, 400);
});

dbTest("close", close);
