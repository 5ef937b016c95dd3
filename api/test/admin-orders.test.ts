import assert from "node:assert/strict";
import { insertArtwork, insertProduct } from "./factories.ts";
import { createOwner, dbTest, openTestDb, testApi } from "./helpers.ts";

const { sql, close } = await openTestDb();
const api = testApi(sql);
await createOwner(sql);
const admin = api.signedIn(await api.login());
const token = () => crypto.randomUUID().replaceAll("-", "");
const [{ id: zoneId }] = await sql<{ id: number }[]>`insert into shipping_zones (name, base_rate_cents) values ('Standard', 1000) returning id`;

/** A paid order for an original and two prints, through the public path and the test card. */
async function paidOrder(name = "Ada Collector") {
  const artworkId = await insertArtwork(sql);
  const original = await insertProduct(sql, { type: "originals", subtype: "Oil Paintings", stock: 1, priceCents: 100_000, artworkId });
  const print = await insertProduct(sql, { stock: 5, priceCents: 5_000 });
  const cartToken = token();
  const post = (path: string, json: unknown) => api.request(path, { method: "POST", json }).then((r) => r.json());
  await post("/api/cart/reserve", { productId: original, cartToken });
  const { order } = await post("/api/orders", {
    customerName: name, customerEmail: `${name.split(" ")[0].toLowerCase()}@example.com`, shippingStreetAddress: "1 Harbour Road",
    shippingCity: "Portland", shippingState: "ME", shippingZipCode: "04101", shippingZoneId: zoneId, cartToken,
    cartItems: [{ productId: original, quantity: 1 }, { productId: print, quantity: 2 }],
  });
  const intent = await post("/api/create-payment-intent", { orderId: order.id, cartToken });
  await post("/api/payments/test/confirm", { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
  return { id: order.id as number, original, print, artworkId };
}

dbTest("orders are the owner's only: every admin order route refuses without a session", async () => {
  for (const [method, path] of [["GET", "/api/admin/orders"], ["GET", "/api/admin/orders/1"], ["PATCH", "/api/admin/orders/1"], ["POST", "/api/admin/orders/1/refund"]]) {
    const res = await api.request(path, { method, json: method === "GET" ? undefined : {}, headers: { "x-requested-with": "fetch" } });
    assert.equal(res.status, 401, `${method} ${path}`);
  }
});

dbTest("the list filters by status, searches by number, name or e-mail, and pages 25 at a time", async () => {
  const first = await paidOrder("Ada Collector");
  const second = await paidOrder("Bruno Keeper");
  const all = await admin("GET", "/api/admin/orders");
  assert.equal(all.status, 200);
  assert.deepEqual(all.body.orders.slice(0, 2).map((o: { id: number }) => o.id), [second.id, first.id]);
  assert.deepEqual(Object.keys(all.body.orders[0]).sort(),
    ["createdAt", "customerEmail", "customerName", "id", "itemCount", "paymentProvider", "status", "totalCents"]);
  assert.equal(all.body.orders[0].itemCount, 3);
  assert.equal(all.body.orders[0].totalCents, 100_000 + 10_000 + 1_000);
  assert.deepEqual((await admin("GET", "/api/admin/orders?q=bruno")).body.orders.map((o: { id: number }) => o.id), [second.id]);
  assert.deepEqual((await admin("GET", `/api/admin/orders?q=%23${first.id}`)).body.orders.map((o: { id: number }) => o.id), [first.id]);
  assert.deepEqual((await admin("GET", "/api/admin/orders?q=ada%40example")).body.orders.map((o: { id: number }) => o.id), [first.id]);
  assert.equal((await admin("GET", "/api/admin/orders?status=shipped")).body.total, 0);
  assert.equal((await admin("GET", "/api/admin/orders?status=nope")).status, 400);
  for (let i = 0; i < 25; i++) await sql`insert into orders (customer_name, customer_email, shipping_address, subtotal_cents, total_cents)
    values (${`Filler ${i}`}, 'filler@example.com', '{}', 100, 100)`;
  const page2 = await admin("GET", "/api/admin/orders?page=2");
  assert.deepEqual([page2.body.total, page2.body.page, page2.body.pageSize, page2.body.orders.length], [27, 2, 25, 2]);
});

dbTest("the detail shows addresses, payment and the allowed moves; moves outside the machine are refused", async () => {
  const { id } = await paidOrder();
  const detail = await admin("GET", `/api/admin/orders/${id}`);
  assert.equal(detail.body.status, "paid");
  assert.deepEqual(detail.body.nextStatuses, ["processing", "shipped"]);
  assert.equal(detail.body.refundable, true);
  assert.equal(detail.body.paymentProvider, "test");
  assert.equal(detail.body.shippingAddress.street, "1 Harbour Road");

  const wrong = await admin("PATCH", `/api/admin/orders/${id}`, { status: "delivered" });
  assert.equal(wrong.status, 409);
  assert.equal(wrong.body.error, 'An order that is "Paid" cannot become "Delivered"');
  const shipped = await admin("PATCH", `/api/admin/orders/${id}`, { status: "shipped", notes: "Tracking 1Z999" });
  assert.deepEqual([shipped.body.status, shipped.body.notes, shipped.body.nextStatuses], ["shipped", "Tracking 1Z999", ["delivered"]]);
  assert.equal((await admin("PATCH", `/api/admin/orders/${id}`, { status: "delivered" })).body.status, "delivered");
  assert.equal((await admin("PATCH", `/api/admin/orders/${id}`, {})).status, 400);
  const [audit] = await sql`select action, detail from audit_log where entity = 'order' and entity_id = ${String(id)} order by id desc limit 1`;
  assert.deepEqual([audit.action, audit.detail.from, audit.detail.status], ["update", "shipped", "delivered"]);
});

dbTest("a refund with restock puts the original and the prints back on sale and marks the order refunded", async () => {
  const { id, original, print, artworkId } = await paidOrder();
  const refunded = await admin("POST", `/api/admin/orders/${id}/refund`, { restock: true, reason: "Damaged in transit" });
  assert.equal(refunded.status, 200);
  assert.deepEqual([refunded.body.status, refunded.body.refundable, refunded.body.nextStatuses], ["refunded", false, []]);
  assert.match(refunded.body.notes, /Refunded: Damaged in transit/);
  const [o] = await sql`select stock from products where id = ${original}`;
  const [p] = await sql`select stock from products where id = ${print}`;
  const [a] = await sql`select status from artworks where id = ${artworkId}`;
  assert.deepEqual([o.stock, p.stock, a.status], [1, 5, "available"]);
  assert.equal((await admin("POST", `/api/admin/orders/${id}/refund`, { restock: true })).status, 409);
  const [{ stock }] = await sql`select stock from products where id = ${print}`;
  assert.equal(stock, 5, "a second refund changes nothing");
});

dbTest("cancelling an unpaid order gives its held original back", async () => {
  const artworkId = await insertArtwork(sql);
  const original = await insertProduct(sql, { type: "originals", stock: 1, artworkId });
  const cartToken = token();
  await api.request("/api/cart/reserve", { method: "POST", json: { productId: original, cartToken } });
  const res = await api.request("/api/orders", { method: "POST", json: {
    customerName: "Cleo", customerEmail: "cleo@example.com", shippingStreetAddress: "2 Pier St", shippingCity: "Bath",
    shippingState: "ME", shippingZipCode: "04530", shippingZoneId: zoneId, cartToken, cartItems: [{ productId: original, quantity: 1 }],
  } });
  const { order } = await res.json();
  assert.equal((await admin("POST", `/api/admin/orders/${order.id}/refund`, {})).status, 409);
  assert.equal((await admin("PATCH", `/api/admin/orders/${order.id}`, { status: "cancelled" })).body.status, "cancelled");
  const [{ active }] = await sql`select count(*)::int as active from reservations where product_id = ${original} and released_at is null`;
  assert.equal(active, 0);
  const other = await api.request("/api/cart/reserve", { method: "POST", json: { productId: original, cartToken: token() } });
  assert.equal(other.status, 200);
  await close();
});
