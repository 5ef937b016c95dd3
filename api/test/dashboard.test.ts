import assert from "node:assert/strict";
import type { Sql } from "../src/db/connect.ts";
import { rebuildRollups, syncRollups } from "../src/domains/analytics/rollups.ts";
import { sourceOf } from "../src/domains/analytics/visitor.ts";
import { insertArtwork, insertProduct } from "./factories.ts";
import { createOwner, dbTest, openTestDb, testApi } from "./helpers.ts";

/** The owner's dashboard (issue 8): visitor and shop figures aggregated by the database for a range of days. */
const { sql, close } = await openTestDb();
const api = testApi(sql);
await createOwner(sql);
const call = api.signedIn(await api.login());
const TZ = "America/New_York";

/** A stored page view as tracking writes it (the roll-ups are rebuilt from these). */
async function view(sessionId: string, at: string, over: Record<string, unknown> = {}) {
  const row = { sessionId, path: "/", referer: null, userAgent: "Mozilla/5.0", device: "desktop", browser: "Chrome", os: "Windows",
    country: null, duration: null, createdAt: at, ...over };
  await sql`insert into analytics_page_views ${sql({ ...row, source: sourceOf(row.referer as string | null, ["localhost"]) })}`;
}

async function session(sessionId: string, firstVisit: string, isReturning = false) {
  await sql`insert into analytics_sessions ${sql({ sessionId, firstVisit, lastVisit: firstVisit, isReturning })}`;
}

async function order(status: string, paidAt: string | null, lines: { productId: number | null; title: string; quantity: number; unitPriceCents: number }[], shippingCents = 0) {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const [{ id }] = await sql<{ id: number }[]>`insert into orders ${sql({
    customerName: "Ada Buyer", customerEmail: "ada@example.com", shippingAddress: sql.json({ street: "1 Main St" }),
    subtotalCents: subtotal, shippingCents, totalCents: subtotal + shippingCents, status, paidAt,
  })} returning id`;
  for (const l of lines) {
    await sql`insert into order_items ${sql({ orderId: id, itemType: "prints", ...l })}`;
  }
  return id;
}

const query = (from: string, to: string) => call("GET", `/api/admin/dashboard?from=${from}&to=${to}`);

dbTest("visitors: totals, a point per day in the site's time zone, top pages, sources and breakdowns", async () => {
  await session("s-old-visitor", "2026-01-10T12:00:00Z");
  await session("s-new-visitor", "2026-02-27T15:00:00Z");
  await session("s-came-back", "2026-02-28T15:00:00Z", true);
  await session("s-mobile-one", "2026-03-01T02:00:00Z");
  // 2026-02-27 in New York
  await view("s-new-visitor", "2026-02-27T15:00:00Z", { referer: "https://www.google.com/search", country: "US", duration: 30 });
  await view("s-new-visitor", "2026-02-27T15:01:00Z", { path: "/gallery", referer: "http://localhost/", country: "US", duration: 90 });
  await view("s-old-visitor", "2026-02-27T16:00:00Z", { path: "/gallery", country: "PT" });
  // 03:00 UTC on 1 March is still 28 February in New York
  await view("s-mobile-one", "2026-03-01T03:00:00Z", {
    path: "/shop", device: "mobile", browser: "Safari", os: "iOS", referer: "https://instagram.com/elena", country: "US", duration: 12,
  });
  await view("s-came-back", "2026-02-28T15:00:00Z", { path: "/gallery", referer: "https://www.instagram.com/p/1", device: "tablet" });
  // 2 March: inside the range; 3 March: after it; 26 February: before it
  await view("s-new-visitor", "2026-03-02T20:00:00Z", { path: "/about" });
  await view("s-new-visitor", "2026-03-04T02:00:00Z", { path: "/contact" });
  await view("s-old-visitor", "2026-02-27T04:00:00Z", { path: "/contact" });
  await rebuildRollups(sql, TZ);

  const { status, body } = await query("2026-02-27", "2026-03-02");
  assert.equal(status, 200);
  assert.deepEqual(body.range, { from: "2026-02-27", to: "2026-03-02", tz: TZ, bucket: "day" });
  const t = body.traffic;
  assert.deepEqual(
    { visitors: t.visitors, pageViews: t.pageViews, returningVisitors: t.returningVisitors, avgSecondsOnPage: t.avgSecondsOnPage },
    { visitors: 4, pageViews: 6, returningVisitors: 2, avgSecondsOnPage: 44 },
  );
  assert.deepEqual(t.series, [
    { date: "2026-02-27", visitors: 2, pageViews: 3 },
    { date: "2026-02-28", visitors: 2, pageViews: 2 },
    { date: "2026-03-01", visitors: 0, pageViews: 0 },
    { date: "2026-03-02", visitors: 1, pageViews: 1 },
  ]);
  assert.deepEqual(t.topPages, [
    { path: "/gallery", views: 3, avgSeconds: 90 },
    { path: "/", views: 1, avgSeconds: 30 },
    { path: "/about", views: 1, avgSeconds: null },
    { path: "/shop", views: 1, avgSeconds: 12 },
  ]);
  // The move from / to /gallery on the site itself is no source.
  assert.deepEqual(t.referrers, [{ name: "Direct", count: 2 }, { name: "instagram.com", count: 2 }, { name: "google.com", count: 1 }]);
  assert.deepEqual(t.devices, [{ name: "desktop", count: 4 }, { name: "mobile", count: 1 }, { name: "tablet", count: 1 }]);
  assert.deepEqual(t.browsers, [{ name: "Chrome", count: 5 }, { name: "Safari", count: 1 }]);
  assert.deepEqual(t.systems, [{ name: "Windows", count: 5 }, { name: "iOS", count: 1 }]);
  assert.deepEqual(t.countries, [{ name: "US", count: 3 }, { name: "PT", count: 1 }]);
});

dbTest("sales: paid orders by the day they were paid, refunded and unpaid ones left out; best sellers", async () => {
  const print = await insertProduct(sql, { title: "Harbour at Dusk, paper print" });
  const mug = await insertProduct(sql, { title: "Studio mug", type: "merchandise", subtype: "mugs" });
  await order("paid", "2026-02-27T18:00:00Z", [{ productId: print, title: "Harbour at Dusk, paper print", quantity: 2, unitPriceCents: 4_500 }], 1_000);
  await order("shipped", "2026-03-01T04:30:00Z", [
    { productId: mug, title: "Studio mug", quantity: 3, unitPriceCents: 2_000 },
    { productId: print, title: "Harbour at Dusk, paper print", quantity: 1, unitPriceCents: 4_500 },
  ]);
  await order("delivered", "2026-03-02T12:00:00Z", [{ productId: null, title: "A deleted product", quantity: 1, unitPriceCents: 9_900 }]);
  await order("refunded", "2026-02-27T19:00:00Z", [{ productId: print, title: "Harbour at Dusk, paper print", quantity: 5, unitPriceCents: 4_500 }]);
  await order("pending", null, [{ productId: mug, title: "Studio mug", quantity: 9, unitPriceCents: 2_000 }]);
  await order("paid", "2026-03-03T12:00:00Z", [{ productId: mug, title: "Studio mug", quantity: 7, unitPriceCents: 2_000 }]);

  const { body } = await query("2026-02-27", "2026-03-02");
  assert.deepEqual(body.shop, {
    revenueCents: 10_000 + 10_500 + 9_900,
    orders: 3,
    averageOrderCents: 10_133,
    series: [
      { date: "2026-02-27", revenueCents: 10_000, orders: 1 },
      { date: "2026-02-28", revenueCents: 10_500, orders: 1 },
      { date: "2026-03-01", revenueCents: 0, orders: 0 },
      { date: "2026-03-02", revenueCents: 9_900, orders: 1 },
    ],
    bestSellers: [
      { title: "Harbour at Dusk, paper print", productId: print, quantity: 3, revenueCents: 13_500 },
      { title: "Studio mug", productId: mug, quantity: 3, revenueCents: 6_000 },
      { title: "A deleted product", productId: null, quantity: 1, revenueCents: 9_900 },
    ],
  });
});

dbTest("what waits for the owner: orders to send, unread messages, commissions by stage, low stock", async () => {
  await sql`delete from order_items`;
  await sql`delete from orders`;
  await sql`delete from products`;
  await order("paid", "2026-03-01T12:00:00Z", [{ productId: null, title: "x", quantity: 1, unitPriceCents: 100 }]);
  await order("processing", "2026-03-01T12:00:00Z", [{ productId: null, title: "x", quantity: 1, unitPriceCents: 100 }]);
  await order("shipped", "2026-03-01T12:00:00Z", [{ productId: null, title: "x", quantity: 1, unitPriceCents: 100 }]);
  await sql`insert into contact_messages (name, email, message, read_at) values
    ('A', 'a@example.com', 'Hello there, lovely work', null), ('B', 'b@example.com', 'Hello there, lovely work', null),
    ('C', 'c@example.com', 'Hello there, lovely work', now())`;
  await sql`insert into commission_requests (customer_name, customer_email, status) values
    ('A', 'a@example.com', 'pending'), ('B', 'b@example.com', 'quoted'), ('C', 'c@example.com', 'in_progress'),
    ('D', 'd@example.com', 'completed'), ('E', 'e@example.com', 'declined')`;
  const lowPrint = await insertProduct(sql, { title: "Low print", stock: 3 });
  await insertProduct(sql, { title: "Plenty print", stock: 6 });
  await insertProduct(sql, { title: "Hidden print", stock: 1, available: false });
  await insertProduct(sql, { title: "An original", type: "originals", subtype: null, stock: 1, artworkId: await insertArtwork(sql) });
  await insertProduct(sql, { title: "Printed on demand", stock: 0, printfulProductId: "pf-1" });
  const tee = await insertProduct(sql, { title: "Tee", type: "merchandise", subtype: "apparel", stock: 0 }, [
    { variantName: "M", priceCents: 3_000, stock: 0 },
    { variantName: "L", priceCents: 3_000, stock: 999 },
    { variantName: "S", priceCents: 3_000, stock: 5 },
  ]);

  const { body } = await query("2026-03-01", "2026-03-01");
  // The test server takes payments with the built-in test provider and has no mail server.
  assert.deepEqual(body.setup, { payments: "test", mailServer: false });
  const smtp = { enabled: true, host: "smtp.example.com", port: 587, security: "starttls", username: "", fromAddress: "studio@example.com", fromName: "Studio" };
  assert.equal((await call("PUT", "/api/admin/smtp", smtp)).status, 200);
  assert.deepEqual((await query("2026-03-01", "2026-03-01")).body.setup, { payments: "test", mailServer: true });
  assert.deepEqual(body.attention, {
    ordersToFulfil: 2,
    unreadInquiries: 2,
    newCommissionRequests: 1,
    openCommissionRequests: 2,
    lowStock: [
      { productId: tee, title: "Tee", variantName: "M", stock: 0 },
      { productId: lowPrint, title: "Low print", variantName: null, stock: 3 },
      { productId: tee, title: "Tee", variantName: "S", stock: 5 },
    ],
  });
});

dbTest("a range over 92 days is charted by week, from the Monday of its first week", async () => {
  const { status, body } = await query("2026-01-01", "2026-06-30");
  assert.equal(status, 200);
  assert.equal(body.range.bucket, "week");
  assert.equal(body.traffic.series[0].date, "2025-12-29");
  assert.equal(body.traffic.series.at(-1).date, "2026-06-29");
  assert.equal(body.traffic.series.length, 27);
  const february = body.traffic.series.find((p: { date: string }) => p.date === "2026-02-23");
  assert.deepEqual(february, { date: "2026-02-23", visitors: 4, pageViews: 6 });
  assert.equal(body.shop.series.length, 27);
});

dbTest("changing the site's time zone rebuilds the roll-ups: a view at 03:00 UTC on 1 March moves from 28 February", async () => {
  const put = await call("PUT", "/api/admin/settings/time_zone", { value: "Mars/Olympus" });
  assert.equal(put.status, 400);
  assert.equal(put.body.error, "Choose a time zone from the list");
  assert.equal((await call("PUT", "/api/admin/settings/time_zone", { value: "UTC" })).status, 200);
  await syncRollups(sql);
  const { body } = await query("2026-02-27", "2026-03-02");
  assert.equal(body.range.tz, "UTC");
  assert.deepEqual(body.traffic.series, [
    { date: "2026-02-27", visitors: 2, pageViews: 4 },
    { date: "2026-02-28", visitors: 1, pageViews: 1 },
    { date: "2026-03-01", visitors: 1, pageViews: 1 },
    { date: "2026-03-02", visitors: 1, pageViews: 1 },
  ]);
  assert.deepEqual(body.shop.series.map((d: { revenueCents: number }) => d.revenueCents), [0, 0, 300, 0]);
});

dbTest("the last N days end today in the site's time zone; the last 30 days by default", async () => {
  const [{ today }] = await sql<{ today: string }[]>`select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today`;
  const week = await call("GET", "/api/admin/dashboard?days=7");
  assert.equal(week.status, 200);
  assert.equal(week.body.range.to, today);
  assert.equal(week.body.traffic.series.length, 7);
  assert.equal(week.body.range.from, week.body.traffic.series[0].date);
  const plain = await call("GET", "/api/admin/dashboard");
  assert.equal(plain.body.traffic.series.length, 30);
  assert.equal(plain.body.range.to, today);
});

dbTest("a bad range is refused with the reason; the dashboard is the owner's only", async () => {
  const cases: [string, string][] = [
    ["from=2026-03-02&to=2026-03-01", "The start date must not be after the end date"],
    ["from=2026-02-30&to=2026-03-01", "That date does not exist"],
    ["from=1.3.2026&to=2026-03-01", "Dates must be written YYYY-MM-DD"],
    ["from=2024-01-01&to=2026-03-01", "Choose a range of at most two years"],
    ["to=2026-03-01", "Give both a start and an end date"],
    ["days=0", "Days must be at least 1"],
    ["days=800", "Choose a range of at most two years"],
    ["days=week", "Invalid input: expected number, received NaN"],
  ];
  for (const [q, message] of cases) {
    const { status, body } = await call("GET", `/api/admin/dashboard?${q}`);
    assert.equal(status, 400, q);
    assert.equal(body.error, message, q);
  }
  const anonymous = await api.request("/api/admin/dashboard?from=2026-03-01&to=2026-03-01");
  assert.equal(anonymous.status, 401);
});

dbTest("close", async () => {
  await close();
});

export type { Sql };
