import assert from "node:assert/strict";
import { HELD_ELSEWHERE } from "../src/domains/sales/reserve-original.ts";
import { REFUNDED_MESSAGE } from "../src/domains/sales/settle-payment.ts";
import { sweepReservations } from "../src/domains/sales/sweep-reservations.ts";
import { insertArtwork, insertProduct } from "./factories.ts";
import { dbTest, openTestDb, testApi } from "./helpers.ts";

const { sql, close } = await openTestDb();
const api = testApi(sql);

const token = () => crypto.randomUUID().replaceAll("-", "");
const post = async (path: string, json: unknown, headers: Record<string, string> = {}) => {
  const res = await api.request(path, { method: "POST", json, headers });
  return { status: res.status, body: await res.json() };
};
const [{ id: zoneId }] = await sql<{ id: number }[]>`insert into shipping_zones (name, base_rate_cents, additional_item_rate_cents)
  values ('Standard', 1000, 250) returning id`;
const [{ id: closedZone }] = await sql<{ id: number }[]>`insert into shipping_zones (name, base_rate_cents, active)
  values ('Closed', 500, false) returning id`;

async function newOriginal(title = "Tide original") {
  const artworkId = await insertArtwork(sql, { title });
  const productId = await insertProduct(sql, { title, type: "originals", subtype: "Oil Paintings", stock: 1, priceCents: 420_000, artworkId });
  return { artworkId, productId };
}

const checkout = (cartToken: string, cartItems: unknown[], over: Record<string, unknown> = {}) => ({
  customerName: "Ada Collector", customerEmail: "ada@example.com", shippingStreetAddress: "1 Harbour Road",
  shippingCity: "Portland", shippingState: "ME", shippingZipCode: "04101", billingSameAsShipping: true,
  shippingZoneId: zoneId, cartToken, cartItems, ...over,
});

/** Reserve (for originals) -> order -> payment intent -> test card. Returns each step's outcome. */
async function buy(cartToken: string, items: { productId: number; variantId?: number; quantity: number }[], card = "4242 4242 4242 4242") {
  const order = await post("/api/orders", checkout(cartToken, items));
  if (order.status !== 201) return { order };
  const intent = await post("/api/create-payment-intent", { orderId: order.body.order.id, cartToken });
  const pay = await post("/api/payments/test/confirm", { paymentIntentId: intent.body.paymentIntentId, cardNumber: card, expiry: "12/40", cvc: "123" });
  return { order, intent, pay };
}

dbTest("reserve: one cart holds an original; others get a clear 409 until it is released or expires", async () => {
  const { productId } = await newOriginal();
  const [a, b] = [token(), token()];
  const first = await post("/api/cart/reserve", { productId, cartToken: a });
  assert.equal(first.status, 200);
  const left = Date.parse(first.body.expiresAt) - Date.now();
  assert.ok(left > 14 * 60_000 && left <= 15 * 60_000, `hold of ${left} ms`);
  assert.deepEqual(await post("/api/cart/reserve", { productId, cartToken: a }), first, "the same cart keeps its hold");
  assert.deepEqual(await post("/api/cart/reserve", { productId, cartToken: b }), { status: 409, body: { error: HELD_ELSEWHERE } });

  assert.deepEqual(await post("/api/cart/release-reservation", { productId, cartToken: a }), { status: 200, body: { released: true } });
  assert.deepEqual(await post("/api/cart/release-reservation", { productId, cartToken: a }), { status: 200, body: { released: false } });
  assert.equal((await post("/api/cart/reserve", { productId, cartToken: b })).status, 200);

  // Expiry is a query condition: a lapsed hold does not count even before the sweeper has run.
  await sql`update reservations set expires_at = now() - interval '1 second' where product_id = ${productId} and released_at is null`;
  assert.equal((await post("/api/cart/reserve", { productId, cartToken: a })).status, 200);
});

dbTest("reserve refuses prints, unknown products and bad input with clear messages", async () => {
  const print = await insertProduct(sql, { title: "Print", type: "prints" });
  assert.deepEqual(await post("/api/cart/reserve", { productId: print, cartToken: token() }),
    { status: 400, body: { error: "Only original paintings are held in the cart" } });
  assert.equal((await post("/api/cart/reserve", { productId: 999_999, cartToken: token() })).status, 404);
  const bad = await post("/api/cart/reserve", { productId: print, cartToken: "short" });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.fields.cartToken, "A valid cart token is required");
});

dbTest("the sweeper closes lapsed holds and announces each original", async () => {
  await sweepReservations(sql); // lapsed holds of earlier tests
  const { productId } = await newOriginal();
  await post("/api/cart/reserve", { productId, cartToken: token() });
  await sql`update reservations set expires_at = now() - interval '1 second' where product_id = ${productId}`;
  await sql`delete from outbox`;
  assert.equal(await sweepReservations(sql), 1);
  const events = await sql<{ subject: string; payload: { data: unknown } }[]>`select subject, payload from outbox`;
  assert.deepEqual(events.map((e) => [e.subject, e.payload.data]), [["domain.reservation.changed", { productId }]]);
  assert.equal(await sweepReservations(sql), 0);
});

dbTest("orders are priced by the server: variant prices, zone shipping, the browser's numbers ignored", async () => {
  const print = await insertProduct(sql, { title: "Tide print", priceCents: 4500, stock: 5 },
    [{ variantName: "12 x 16 in", priceCents: 7500, stock: 3 }]);
  const [variant] = await sql<{ id: number }[]>`select id from product_variants where product_id = ${print}`;
  const mug = await insertProduct(sql, { title: "Mug", type: "merchandise", priceCents: 1800, stock: 10 });
  const cartToken = token();
  const res = await post("/api/orders", checkout(cartToken, [
    { productId: print, variantId: variant.id, quantity: 2 }, { productId: mug, quantity: 1 },
  ], { subtotal: 1, shippingCost: 0 }));
  assert.equal(res.status, 201);
  const order = res.body.order;
  assert.equal(order.subtotalCents, 2 * 7500 + 1800);
  assert.equal(order.shippingCents, 1000 + 2 * 250);
  assert.equal(order.totalCents, 2 * 7500 + 1800 + 1500);
  assert.equal(order.status, "pending");
  assert.equal(order.shippingZone, "Standard");
  assert.deepEqual(order.items.map((i: { productTitle: string; variantName: string | null; quantity: number; unitPriceCents: number }) =>
    [i.productTitle, i.variantName, i.quantity, i.unitPriceCents]), [["Tide print", "12 x 16 in", 2, 7500], ["Mug", null, 1, 1800]]);

  // Only the cart that placed it can read it.
  assert.equal((await api.request(`/api/orders/${order.id}`, { headers: { "x-cart-token": cartToken } })).status, 200);
  assert.equal((await api.request(`/api/orders/${order.id}`, { headers: { "x-cart-token": token() } })).status, 404);
  assert.equal((await api.request(`/api/orders/${order.id}`)).status, 400);
});

dbTest("checkout validation answers with the spec's messages per field", async () => {
  const print = await insertProduct(sql, { title: "Print" });
  const res = await post("/api/orders", {
    customerName: "A", customerEmail: "nope", shippingStreetAddress: "1", shippingCity: "P", shippingState: "",
    shippingZipCode: "123", cartToken: token(), cartItems: [{ productId: print, quantity: 1 }],
  });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body.fields, {
    customerName: "Name must be at least 2 characters", customerEmail: "Please enter a valid email address",
    shippingStreetAddress: "Street address is required", shippingCity: "City is required", shippingState: "State is required",
    shippingZipCode: "ZIP code is required", shippingZoneId: "Please select a shipping option",
  });
  const closed = await post("/api/orders", checkout(token(), [{ productId: print, quantity: 1 }], { shippingZoneId: closedZone }));
  assert.deepEqual(closed, { status: 400, body: { error: "Please select a shipping option", fields: { shippingZoneId: "Please select a shipping option" } } });
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int from orders where customer_name = 'A'`;
  assert.equal(count, 0);
});

dbTest("an order cannot take stock that is not there or an original this cart does not hold", async () => {
  const print = await insertProduct(sql, { title: "Last prints", stock: 2 });
  assert.deepEqual(await post("/api/orders", checkout(token(), [{ productId: print, quantity: 3 }])),
    { status: 409, body: { error: "Only 2 of Last prints left" } });
  const { productId } = await newOriginal("Held elsewhere");
  const holder = token();
  await post("/api/cart/reserve", { productId, cartToken: holder });
  assert.deepEqual(await post("/api/orders", checkout(token(), [{ productId, quantity: 1 }])), { status: 409, body: { error: HELD_ELSEWHERE } });
  const free = await newOriginal("Not held");
  const noHold = await post("/api/orders", checkout(token(), [{ productId: free.productId, quantity: 1 }]));
  assert.equal(noHold.status, 409);
  assert.match(noHold.body.error, /hold on Not held has ended/);
});

dbTest("test card payment: a decline keeps the order open; success takes stock once, sells the original, repeats change nothing", async () => {
  const { productId, artworkId } = await newOriginal("Night Ferry");
  const print = await insertProduct(sql, { title: "Ferry print", stock: 4 });
  const cartToken = token();
  await post("/api/cart/reserve", { productId, cartToken });
  const order = await post("/api/orders", checkout(cartToken, [{ productId, quantity: 1 }, { productId: print, quantity: 2 }]));
  const orderId = order.body.order.id;

  assert.equal((await post("/api/create-payment-intent", { orderId, cartToken: token() })).status, 404);
  const intent = await post("/api/create-payment-intent", { orderId, cartToken, amount: 1 });
  assert.equal(intent.status, 200);
  assert.equal(intent.body.provider, "test");
  assert.equal(intent.body.amountCents, order.body.order.totalCents);

  const card = (cardNumber: string) => ({ paymentIntentId: intent.body.paymentIntentId, cardNumber, expiry: "12/40", cvc: "123" });
  assert.deepEqual(await post("/api/payments/test/confirm", card("4000 0000 0000 0002")),
    { status: 200, body: { status: "failed", orderId, message: "Your card was declined." } });
  const [failed] = await sql`select status from orders where id = ${orderId}`;
  assert.equal(failed.status, "payment_failed");

  for (let i = 0; i < 3; i++) {
    assert.deepEqual(await post("/api/payments/test/confirm", card("4242424242424242")), { status: 200, body: { status: "succeeded", orderId } });
  }
  const [paid] = await sql`select status, paid_at from orders where id = ${orderId}`;
  assert.equal(paid.status, "paid");
  const [original] = await sql`select stock from products where id = ${productId}`;
  assert.equal(original.stock, 0);
  const [printRow] = await sql`select stock from products where id = ${print}`;
  assert.equal(printRow.stock, 2, "taken once, not three times");
  const [artwork] = await sql`select status from artworks where id = ${artworkId}`;
  assert.equal(artwork.status, "sold");
  const [hold] = await sql`select count(*)::int as active from reservations where product_id = ${productId} and released_at is null`;
  assert.equal(hold.active, 0);
  assert.equal((await post("/api/cart/reserve", { productId, cartToken: token() })).status, 409);
  assert.equal((await post("/api/create-payment-intent", { orderId, cartToken })).status, 409);
});

dbTest("a payment that arrives after its hold went to another cart is refunded, and the original stays for the new holder", async () => {
  const { productId } = await newOriginal("Orchard of Clocks");
  const [a, b] = [token(), token()];
  await post("/api/cart/reserve", { productId, cartToken: a });
  const order = await post("/api/orders", checkout(a, [{ productId, quantity: 1 }]));
  const intent = await post("/api/create-payment-intent", { orderId: order.body.order.id, cartToken: a });
  await sql`update reservations set expires_at = now() - interval '1 second' where product_id = ${productId}`;
  assert.equal((await post("/api/cart/reserve", { productId, cartToken: b })).status, 200);

  const pay = await post("/api/payments/test/confirm", { paymentIntentId: intent.body.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
  assert.deepEqual(pay.body, { status: "failed", orderId: order.body.order.id, message: REFUNDED_MESSAGE });
  const [row] = await sql`select status, notes from orders where id = ${order.body.order.id}`;
  assert.equal(row.status, "refunded");
  assert.match(row.notes, /Refunded automatically: Orchard of Clocks was sold to someone else/);
  const [product] = await sql`select stock from products where id = ${productId}`;
  assert.equal(product.stock, 1);
  const events = await sql<{ subject: string }[]>`select subject from outbox where payload->'data'->>'id' = ${String(order.body.order.id)}`;
  assert.ok(events.some((e) => e.subject === "domain.order.refunded"));
});

dbTest("200 simultaneous reservations of one original: exactly one holds it, 199 are told it is held", async () => {
  const { productId } = await newOriginal("Contested");
  const results = await Promise.all(Array.from({ length: 200 }, () => post("/api/cart/reserve", { productId, cartToken: token() })));
  assert.equal(results.filter((r) => r.status === 200).length, 1);
  assert.equal(results.filter((r) => r.status === 409 && r.body.error === HELD_ELSEWHERE).length, 199);
  const [{ active }] = await sql`select count(*)::int as active from reservations where product_id = ${productId} and released_at is null`;
  assert.equal(active, 1);
});

dbTest("20 orders for one original whose holds all lapsed, paid at the same moment: one is paid, 19 refunded", async () => {
  const { productId } = await newOriginal("Morning Study");
  const intents: string[] = [];
  for (let i = 0; i < 20; i++) {
    const cartToken = token();
    assert.equal((await post("/api/cart/reserve", { productId, cartToken })).status, 200);
    const order = await post("/api/orders", checkout(cartToken, [{ productId, quantity: 1 }]));
    intents.push((await post("/api/create-payment-intent", { orderId: order.body.order.id, cartToken })).body.paymentIntentId);
    await sql`update reservations set expires_at = now() - interval '1 second' where product_id = ${productId} and released_at is null`;
  }
  const results = await Promise.all(intents.map((paymentIntentId) =>
    post("/api/payments/test/confirm", { paymentIntentId, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })));
  assert.equal(results.filter((r) => r.body.status === "succeeded").length, 1);
  assert.equal(results.filter((r) => r.body.message === REFUNDED_MESSAGE).length, 19);
  const statuses = await sql<{ status: string; n: number }[]>`select o.status, count(*)::int as n from orders o
    join order_items i on i.order_id = o.id where i.product_id = ${productId} group by o.status order by o.status`;
  assert.deepEqual(statuses.map((r) => [r.status, r.n]), [["paid", 1], ["refunded", 19]]);
});

dbTest("200 simultaneous buyers of one original: exactly one paid order, every other attempt refused, stock never negative", async () => {
  const { productId } = await newOriginal("The Cartographer");
  const attempts = await Promise.all(Array.from({ length: 200 }, async () => {
    const cartToken = token();
    const hold = await post("/api/cart/reserve", { productId, cartToken });
    // A buyer without the hold still tries to order and pay: the server must refuse.
    return await buy(cartToken, [{ productId, quantity: 1 }]).then((r) => ({ hold, ...r }));
  }));
  const paid = attempts.filter((a) => a.pay?.body.status === "succeeded");
  assert.equal(paid.length, 1);
  assert.equal(attempts.filter((a) => a.order.status === 409).length, 199);
  const [{ orders }] = await sql`select count(*)::int as orders from orders o join order_items i on i.order_id = o.id
    where i.product_id = ${productId} and o.status = 'paid'`;
  assert.equal(orders, 1);
  const [{ stock }] = await sql`select stock from products where id = ${productId}`;
  assert.equal(stock, 0);
  const [{ negative }] = await sql`select (select count(*) from products where stock < 0) + (select count(*) from product_variants where stock < 0) as negative`;
  assert.equal(Number(negative), 0);
  await close();
});
