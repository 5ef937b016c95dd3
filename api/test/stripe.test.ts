import assert from "node:assert/strict";
import Stripe from "stripe";
import { parseConfig } from "../src/config.ts";
import { createStripeProvider } from "../src/domains/payments/stripe-provider.ts";
import { REFUNDED_MESSAGE } from "../src/domains/sales/settle-payment.ts";
import { insertArtwork, insertProduct } from "./factories.ts";
import { dbTest, openTestDb, testApi } from "./helpers.ts";

/**
 * Stripe with the real `stripe` client pointed at a local stand-in of Stripe's API, and webhooks signed the real
 * way (stripe.webhooks.generateTestHeaderStringAsync).
 */
interface FakeIntent { id: string; object: "payment_intent"; amount: number; amount_received: number; currency: string; status: string;
  client_secret: string; metadata: Record<string, string>; last_payment_error: null | { message: string } }
const intents = new Map<string, FakeIntent>();
const byIdempotencyKey = new Map<string, unknown>();
const calls: { method: string; path: string; idempotencyKey: string | null; form: Record<string, string> }[] = [];

const stripeApi = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
  const url = new URL(req.url);
  const form = Object.fromEntries(new URLSearchParams(await req.text()));
  const idempotencyKey = req.headers.get("idempotency-key");
  calls.push({ method: req.method, path: url.pathname, idempotencyKey, form });
  if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return Response.json(byIdempotencyKey.get(idempotencyKey));
  let body: unknown;
  if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
    const id = `pi_${intents.size + 1}`;
    const intent: FakeIntent = { id, object: "payment_intent", amount: Number(form.amount), amount_received: 0, currency: form.currency,
      status: "requires_payment_method", client_secret: `${id}_secret_x`, metadata: { orderId: form["metadata[orderId]"] }, last_payment_error: null };
    intents.set(id, intent);
    body = intent;
  } else if (req.method === "GET" && url.pathname.startsWith("/v1/payment_intents/")) {
    body = intents.get(url.pathname.split("/").pop()!) ?? null;
    if (!body) return Response.json({ error: { type: "invalid_request_error", message: "No such payment_intent" } }, { status: 404 });
  } else if (req.method === "POST" && url.pathname === "/v1/refunds") {
    body = { id: `re_${calls.length}`, object: "refund", payment_intent: form.payment_intent, status: "succeeded" };
  } else {
    return Response.json({ error: { type: "invalid_request_error", message: `unexpected ${req.method} ${url.pathname}` } }, { status: 400 });
  }
  if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, body);
  return Response.json(body);
});

const WEBHOOK_SECRET = "whsec_test_secret";
const config = parseConfig({
  NODE_ENV: "test", SEED_DEMO: "false", STRIPE_SECRET_KEY: "sk_test_local", STRIPE_PUBLISHABLE_KEY: "pk_test_local",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: `http://127.0.0.1:${stripeApi.addr.port}`,
});
const payments = createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY!, publishableKey: config.STRIPE_PUBLISHABLE_KEY!, apiUrl: config.STRIPE_API_URL });
const { sql, close } = await openTestDb();
const api = testApi(sql, undefined, { config, payments });
const signer = new Stripe("sk_test_signer", { httpClient: Stripe.createFetchHttpClient() });

const token = () => crypto.randomUUID().replaceAll("-", "");
const send = async (method: string, path: string, json: unknown) => {
  const res = await api.request(path, { method, json });
  return { status: res.status, body: await res.json() };
};
const [{ id: zoneId }] = await sql<{ id: number }[]>`insert into shipping_zones (name, base_rate_cents) values ('Standard', 1200) returning id`;

/** A held original and a print in one pending order with a Stripe PaymentIntent. */
async function placeOrder() {
  const artworkId = await insertArtwork(sql);
  const original = await insertProduct(sql, { type: "originals", subtype: "Oil Paintings", stock: 1, priceCents: 250_000, artworkId });
  const print = await insertProduct(sql, { type: "prints", stock: 5, priceCents: 4_500 });
  const cartToken = token();
  await send("POST", "/api/cart/reserve", { productId: original, cartToken });
  const order = await send("POST", "/api/orders", {
    customerName: "Ada Collector", customerEmail: "ada@example.com", shippingStreetAddress: "1 Harbour Road", shippingCity: "Portland",
    shippingState: "ME", shippingZipCode: "04101", shippingZoneId: zoneId, cartToken, subtotal: 1, shippingCost: 0,
    cartItems: [{ productId: original, quantity: 1 }, { productId: print, quantity: 2 }],
  });
  const intent = await send("POST", "/api/create-payment-intent", { orderId: order.body.order.id, cartToken, amount: 1 });
  return { original, print, cartToken, artworkId, orderId: order.body.order.id as number, intent: intent.body };
}

function paymentEvent(id: string, type: string, intent: FakeIntent) {
  return JSON.stringify({ id, object: "event", type, data: { object: intent } });
}
async function deliver(payload: string, secret = WEBHOOK_SECRET) {
  const signature = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
  const res = await api.request("/api/webhooks/stripe", { method: "POST", body: payload, headers: { "stripe-signature": signature, "content-type": "application/json" } });
  return { status: res.status, body: await res.json() };
}
const state = async (orderId: number, original: number, print: number) => {
  const [order] = await sql`select status from orders where id = ${orderId}`;
  const [o] = await sql`select stock from products where id = ${original}`;
  const [p] = await sql`select stock from products where id = ${print}`;
  return { order: order.status, original: o.stock, print: p.stock };
};

dbTest("a PaymentIntent is created for the order's server total with an idempotency key, and reused on retry", async () => {
  const { intent, orderId, cartToken } = await placeOrder();
  assert.equal(intent.provider, "stripe");
  assert.equal(intent.publishableKey, "pk_test_local");
  assert.equal(intent.amountCents, 250_000 + 9_000 + 1_200);
  const created = calls.find((c) => c.path === "/v1/payment_intents" && c.form["metadata[orderId]"] === String(orderId))!;
  assert.deepEqual([created.form.amount, created.form.currency, created.idempotencyKey], ["260200", "usd", `order-${orderId}-pi-260200`]);
  const again = await send("POST", "/api/create-payment-intent", { orderId, cartToken });
  assert.equal(again.body.paymentIntentId, intent.paymentIntentId);
});

dbTest("a webhook with a bad signature is refused and changes nothing", async () => {
  const { intent, orderId, original, print } = await placeOrder();
  const pi = { ...intents.get(intent.paymentIntentId)!, status: "succeeded", amount_received: intent.amountCents };
  const res = await deliver(paymentEvent("evt_bad", "payment_intent.succeeded", pi), "whsec_not_ours");
  assert.deepEqual(res, { status: 400, body: { error: "Invalid Stripe signature" } });
  const unsigned = await api.request("/api/webhooks/stripe", { method: "POST", body: "{}" });
  assert.equal(unsigned.status, 400);
  assert.deepEqual(await state(orderId, original, print), { order: "pending", original: 1, print: 5 });
});

dbTest("every event replayed 3 times in shuffled order leaves the same state: paid once, stock taken once", async () => {
  const { intent, orderId, original, print, artworkId } = await placeOrder();
  const pi = intents.get(intent.paymentIntentId)!;
  const failed = paymentEvent(`evt_f_${orderId}`, "payment_intent.payment_failed", { ...pi, last_payment_error: { message: "Your card was declined." } });
  const succeeded = paymentEvent(`evt_s_${orderId}`, "payment_intent.succeeded", { ...pi, status: "succeeded", amount_received: pi.amount });
  const other = paymentEvent(`evt_o_${orderId}`, "charge.updated", pi);
  const deliveries = [failed, succeeded, other, failed, succeeded, other, failed, succeeded, other];
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = (i * 7 + orderId) % (i + 1); // a fixed shuffle per order, different from the natural order
    [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
  }
  for (const payload of deliveries) assert.equal((await deliver(payload)).status, 200);
  assert.deepEqual(await state(orderId, original, print), { order: "paid", original: 0, print: 3 });
  const [artwork] = await sql`select status from artworks where id = ${artworkId}`;
  assert.equal(artwork.status, "sold");
  const processed = await sql`select event_id from processed_webhook_events where event_id like ${`evt_%_${orderId}`} order by event_id`;
  assert.equal(processed.length, 3);
});

dbTest("the browser's report is checked with Stripe: pending stays open, succeeded settles; a later webhook changes nothing", async () => {
  const { intent, orderId, original, print, cartToken } = await placeOrder();
  const report = () => send("PATCH", `/api/orders/${orderId}/payment`, { paymentIntentId: intent.paymentIntentId, cartToken });
  assert.deepEqual((await report()).body, { status: "processing", orderId });
  assert.equal((await send("PATCH", `/api/orders/${orderId}/payment`, { paymentIntentId: intent.paymentIntentId, cartToken: token() })).status, 404);

  const pi = intents.get(intent.paymentIntentId)!;
  Object.assign(pi, { status: "succeeded", amount_received: pi.amount });
  assert.deepEqual((await report()).body, { status: "succeeded", orderId });
  assert.equal((await deliver(paymentEvent(`evt_late_${orderId}`, "payment_intent.succeeded", pi))).status, 200);
  assert.deepEqual(await state(orderId, original, print), { order: "paid", original: 0, print: 3 });
});

dbTest("a payment that arrives after its original went to another cart is refunded through Stripe, once", async () => {
  const { intent, orderId, original, print } = await placeOrder();
  await sql`update reservations set expires_at = now() - interval '1 second' where product_id = ${original}`;
  assert.equal((await send("POST", "/api/cart/reserve", { productId: original, cartToken: token() })).status, 200);
  const pi = { ...intents.get(intent.paymentIntentId)!, status: "succeeded", amount_received: intent.amountCents };
  for (let i = 0; i < 2; i++) assert.equal((await deliver(paymentEvent(`evt_r${i}_${orderId}`, "payment_intent.succeeded", pi))).status, 200);
  const refunds = calls.filter((c) => c.path === "/v1/refunds" && c.form.payment_intent === intent.paymentIntentId);
  assert.deepEqual(refunds.map((c) => c.idempotencyKey), [`refund-order-${orderId}`]);
  assert.deepEqual(await state(orderId, original, print), { order: "refunded", original: 1, print: 5 });
  const [{ notes }] = await sql`select notes from orders where id = ${orderId}`;
  assert.match(notes, /Refunded automatically/);
  assert.ok(REFUNDED_MESSAGE.includes("refunded in full"));
});

dbTest("without Stripe keys the webhook endpoint does not exist", async () => {
  const plain = testApi(sql);
  assert.equal((await plain.request("/api/webhooks/stripe", { method: "POST", body: "{}" })).status, 404);
  await stripeApi.shutdown();
  await close();
});
