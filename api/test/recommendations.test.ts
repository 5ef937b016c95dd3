import assert from "node:assert/strict";
import sharp from "sharp";
import { createMemoryBus } from "@studio/events";
import { drainOutbox } from "../src/outbox/relay.ts";
import { imagePalette } from "../src/domains/media/image-palette.ts";
import { storeImage } from "../src/domains/media/store-image.ts";
import { computeAllSimilarity, computeSimilarity } from "../src/domains/recommendations/compute-similarity.ts";
import { ensureSimilarity } from "../src/domains/recommendations/ensure-similarity.ts";
import { subscribeRecommender } from "../src/domains/recommendations/similarity-on-events.ts";
import { insertArtwork } from "./factories.ts";
import { createOwner, dbTest, openTestDb, testApi } from "./helpers.ts";

/** Issue 8: recommendations from a session's interactions and the artworks' similarity. */
const { sql, close } = await openTestDb();
const uploads = await Deno.makeTempDir({ prefix: "studio-rec-uploads-" });
const api = testApi(sql, uploads);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";

const RED = { r: 200, g: 30, b: 40 };
const BLUE = { r: 20, g: 40, b: 200 };
type Rgb = typeof RED;

/** A lossless image: `left` over the left `split` of its width, `right` over the rest. */
const png = (left: Rgb, right: Rgb = left, split = 1, size = 256) =>
  sharp({ create: { width: size, height: size, channels: 3, background: right } })
    .composite([{ input: { create: { width: Math.round(size * split), height: size, channels: 3, background: left } }, left: 0, top: 0 }])
    .png().toBuffer().then((b) => new Uint8Array(b));

const imageOf = async (colour: Rgb) => (await storeImage(sql, uploads, await png(colour))).id;

const pairs = async (id: number) =>
  (await sql<{ other: number; score: string; factors: Record<string, number | null> }[]>`
    select artwork_id_2 as other, similarity_score as score, factors from art_similarity
    where artwork_id_1 = ${id} order by similarity_score desc, artwork_id_2`)
    .map((r) => ({ other: r.other, score: Number(r.score), factors: r.factors }));

const track = (sessionId: string, artworkId: number, interactionType: "view" | "like" | "hover", timeSpent?: number) =>
  api.request("/api/recommendations/track", { method: "POST", json: { sessionId, artworkId, interactionType, timeSpent }, headers: { "user-agent": BROWSER } })
    .then((res) => assert.equal(res.status, 204));

const recommended = async (query = "") => {
  const res = await api.request(`/api/recommendations${query}`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { id: number }[]).map((a) => a.id);
};

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("timed out");
}

dbTest("an image's colour signature: its most common colours with their shares, computed when it is stored", async () => {
  assert.deepEqual(await imagePalette(await png(RED, BLUE, 0.75)), [{ hex: "#c81e28", share: 0.75 }, { hex: "#1428c8", share: 0.25 }]);
  assert.deepEqual(await imagePalette(await png(BLUE)), [{ hex: "#1428c8", share: 1 }]);
  const { id } = await storeImage(sql, uploads, await png(RED, BLUE, 0.75));
  const [{ palette }] = await sql`select palette from images where id = ${id}`;
  // The master is a lossy WebP: the stored colours are those of the master, within a shade of the upload's.
  assert.deepEqual(palette, await imagePalette(await Deno.readFile(`${uploads}/img/${id}/master.webp`)));
  assert.deepEqual(palette.map((c: { share: number }) => c.share), [0.75, 0.25]);
  assert.match(palette[0].hex, /^#c[89a][12][0-9a-f]2[0-9a-f]$/);
});

dbTest("similarity: same category, shared words of the medium, close prices and colours, each factor recorded", async () => {
  const red = await imageOf(RED);
  const a = await insertArtwork(sql, { category: "seascapes", medium: "Oil on canvas", priceCents: 100_000, imageId: red });
  const b = await insertArtwork(sql, { category: "seascapes", medium: "Oil on linen", priceCents: 200_000, imageId: await imageOf(RED) });
  const c = await insertArtwork(sql, { category: "portraits", medium: "Oil on canvas", priceCents: 100_000, imageId: await imageOf(BLUE) });
  const d = await insertArtwork(sql, { category: "Seascapes", medium: "Bronze", priceCents: 150_000 });
  const e = await insertArtwork(sql, { category: "murals", medium: "Acrylic on plaster", priceCents: null });
  assert.equal(await ensureSimilarity(sql, uploads), 12);
  assert.deepEqual(await pairs(a), [
    { other: b, score: 0.7917, factors: { category: 0.35, medium: 0.0667, price: 0.075, colour: 0.3 } },
    { other: d, score: 0.4561, factors: { category: 0.35, medium: 0, price: 0.1061, colour: null } },
    { other: c, score: 0.35, factors: { category: 0, medium: 0.2, price: 0.15, colour: 0 } },
  ]);
  // Stored both ways; a work with nothing in common with another has no row with it.
  assert.deepEqual((await pairs(b)).find((p) => p.other === a)?.score, 0.7917);
  assert.deepEqual(await pairs(e), []);
  // Already computed: boot leaves the table alone; computing one work again changes nothing.
  assert.equal(await ensureSimilarity(sql, uploads), 0);
  const before = await pairs(a);
  assert.equal(await computeSimilarity(sql, a, uploads), 6);
  assert.deepEqual(await pairs(a), before);
});

dbTest("images stored before signatures get one when similarity is computed; a missing file means no colour factor", async () => {
  const id = await imageOf(RED);
  const lost = await imageOf(RED);
  await sql`update images set palette = null where id in (${id}, ${lost})`;
  await Deno.remove(`${uploads}/img/${lost}`, { recursive: true });
  const x = await insertArtwork(sql, { category: "still-life", medium: "Gouache", priceCents: 10_000, imageId: id });
  const y = await insertArtwork(sql, { category: "still-life", medium: "Gouache", priceCents: 10_000, imageId: lost });
  await computeAllSimilarity(sql, uploads);
  const rows = await sql<{ id: string; palette: unknown[] }[]>`select id, palette from images where id in (${id}, ${lost})`;
  assert.equal(rows.find((r) => r.id === id)!.palette.length, 1);
  assert.deepEqual(rows.find((r) => r.id === lost)!.palette, []);
  assert.deepEqual((await pairs(x)).find((p) => p.other === y), { other: y, score: 0.7, factors: { category: 0.35, medium: 0.2, price: 0.15, colour: null } });
});

dbTest("an artwork created, edited or deleted in admin has its similarity recomputed by the recommender", async () => {
  await createOwner(sql);
  const call = api.signedIn(await api.login());
  const base = { title: "Harbour", medium: "Oil on linen", year: 2025, dimensions: "30 x 40", category: "harbours", priceCents: 100_000 };
  const first = (await call("POST", "/api/admin/artworks", base)).body.id;
  const second = (await call("POST", "/api/admin/artworks", { ...base, title: "Harbour II", medium: "Oil on canvas" })).body.id;
  const bus = createMemoryBus();
  const sub = await subscribeRecommender(sql, bus, uploads);
  try {
    await drainOutbox(sql, bus);
    await waitFor(async () => (await pairs(first)).some((p) => p.other === second));
    assert.deepEqual((await pairs(first)).find((p) => p.other === second)?.factors, { category: 0.35, medium: 0.0667, price: 0.15, colour: null });

    await call("PUT", `/api/admin/artworks/${second}`, { ...base, title: "Harbour II", medium: "Oil on linen", priceCents: 200_000 });
    await drainOutbox(sql, bus);
    await waitFor(async () => (await pairs(first)).find((p) => p.other === second)?.score === 0.625);
    assert.deepEqual((await pairs(second)).find((p) => p.other === first)?.factors, { category: 0.35, medium: 0.2, price: 0.075, colour: null });

    assert.equal((await call("DELETE", `/api/admin/artworks/${second}`)).status, 204);
    assert.deepEqual((await pairs(first)).filter((p) => p.other === second), []);
  } finally {
    await sub.stop();
    await bus.close();
  }
});

/** A fresh catalogue for the ranking tests, similarity computed; the ids by name. */
async function rankingCatalogue() {
  await sql`delete from artworks`;
  await sql`delete from user_art_interactions`;
  const w = {
    F1: await insertArtwork(sql, { featured: true, category: "landscapes", medium: "Watercolour on paper", priceCents: 40_000 }),
    F2: await insertArtwork(sql, { featured: true, category: "portraits", medium: "Ink on paper", priceCents: 80_000 }),
    S1: await insertArtwork(sql, { category: "seascapes", medium: "Oil on canvas", priceCents: 100_000 }),
    S2: await insertArtwork(sql, { category: "seascapes", medium: "Oil on linen", priceCents: 120_000 }),
    S3: await insertArtwork(sql, { category: "seascapes", medium: "Oil on canvas", priceCents: 100_000, status: "sold" }),
    S4: await insertArtwork(sql, { category: "seascapes", medium: "Acrylic on canvas", priceCents: 300_000 }),
    P1: await insertArtwork(sql, { category: "portraits", medium: "Oil on canvas", priceCents: 90_000 }),
    M1: await insertArtwork(sql, { category: "murals", medium: "Exterior acrylic mural", priceCents: null }),
  };
  await computeAllSimilarity(sql, uploads);
  return w;
}

dbTest("without a session, or for a session with no interactions, the ranking for an unknown visitor", async () => {
  const w = await rankingCatalogue();
  const general = [w.F1, w.F2, w.S1, w.S2, w.S4, w.P1];
  assert.deepEqual(await recommended(), general);
  assert.deepEqual(await recommended("?sessionId=s-never-seen-01"), general);
});

dbTest("a liked work's neighbours come first, works for sale before sold ones; the liked work itself is left out", async () => {
  const w = await rankingCatalogue();
  await track("s-likes-seascape", w.S1, "like");
  // Scores 3 × similarity to S1: S2 .547, S4 .448, S3 .70 but sold (× 0.5), P1 .339, F2 .126, F1 .051.
  assert.deepEqual(await recommended("?sessionId=s-likes-seascape"), [w.S2, w.S4, w.S3, w.P1, w.F2, w.F1]);
});

dbTest("a work with few neighbours: the rest of the six is the general ranking, without duplicates or the liked work", async () => {
  const w = await rankingCatalogue();
  await track("s-likes-mural", w.M1, "like");
  assert.deepEqual(await recommended("?sessionId=s-likes-mural"), [w.S4, w.F1, w.F2, w.S1, w.S2, w.P1]);
});

dbTest("a recent view outweighs a like from two months ago; a work viewed three times is left out", async () => {
  const w = await rankingCatalogue();
  await track("s-old-like-0001", w.S4, "like");
  await track("s-old-like-0001", w.P1, "view", 2);
  assert.deepEqual(await recommended("?sessionId=s-old-like-0001"), [w.S1, w.S2, w.S3, w.F2, w.P1, w.M1]);
  await sql`update user_art_interactions set created_at = now() - interval '60 days'
    where session_id = 's-old-like-0001' and interaction_type = 'like'`;
  assert.deepEqual(await recommended("?sessionId=s-old-like-0001"), [w.F2, w.S1, w.S2, w.S3, w.F1, w.P1]);

  for (let i = 0; i < 3; i++) await track("s-viewer-00001", w.S2, "view", 2);
  const ranked = await recommended("?sessionId=s-viewer-00001");
  assert.equal(ranked.includes(w.S2), false);
  assert.deepEqual(ranked, [w.S1, w.S4, w.S3, w.P1, w.F2, w.F1]);
});

dbTest("a malformed session id is refused with the reason", async () => {
  for (const bad of ["short", "has%20space-123", "x".repeat(65)]) {
    const res = await api.request(`/api/recommendations?sessionId=${bad}`);
    assert.equal(res.status, 400);
    assert.equal((await res.json()).error, "sessionId must be 8 to 64 letters, digits, - or _");
  }
});

dbTest("close", async () => {
  await close();
  await Deno.remove(uploads, { recursive: true });
});
