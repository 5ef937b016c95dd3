import assert from "node:assert/strict";
import { sendPrintOrders } from "../src/domains/print/send-print-orders.ts";
import { ensureTemplates } from "../src/domains/mail/ensure-templates.ts";
import { insertProduct } from "./factories.ts";
import { dbTest, testSecrets } from "./helpers.ts";
import { openPrintWorld, printSettings } from "./print-fixture.ts";

const PUBLIC_URL = "https://studio.example";
const { sql, standIn, config, api, admin, close } = await openPrintWorld({ timeoutMs: 1000, publicUrl: PUBLIC_URL });
await ensureTemplates(sql);
await admin("PUT", "/api/admin/print-settings", printSettings());
const deps = { db: sql, sql, secrets: testSecrets, config, publicUrl: PUBLIC_URL };

const poster = await insertProduct(sql, { title: "Harbour poster", printProvider: "printful", printfulProductId: "1", stock: 999 },
  [{ variantName: "12×16", priceCents: 3500 }]);
const canvas = await insertProduct(sql, { title: "Harbour canvas", printProvider: "gooten", printfulProductId: "1045", stock: 999 },
  [{ variantName: "8x10", priceCents: 9000 }]);
const original = await insertProduct(sql, { title: "Harbour original", type: "originals", subtype: "Oil Paintings", stock: 1, priceCents: 120_000 });
const [{ id: posterVariant }] = await sql<{ id: number }[]>`update product_variants set printful_variant_id = '3876' where product_id = ${poster} returning id`;
const [{ id: canvasVariant }] = await sql<{ id: number }[]>`update product_variants set printful_variant_id = 'CanvsWrp-BlkWrp-8x10' where product_id = ${canvas} returning id`;

/** A paid order with these products (print lines with their mapped variant), already sent to the providers. */
async function sentOrder(products: number[]) {
  const [{ id }] = await sql<{ id: number }[]>`insert into orders (customer_name, customer_email, shipping_address, subtotal_cents, total_cents, status, paid_at)
    values ('Ada Collector', 'ada@example.com', ${sql.json({ name: "Ada Collector", street: "1 Harbour Road", city: "Portland", state: "ME", zip: "04101", country: "United States" })},
      100, 100, 'paid', now()) returning id`;
  for (const productId of products) {
    const variantId = productId === poster ? posterVariant : productId === canvas ? canvasVariant : null;
    await sql`insert into order_items (order_id, product_id, variant_id, item_type, title, quantity, unit_price_cents)
      values (${id}, ${productId}, ${variantId}, ${productId === original ? "originals" : "prints"}, ${`Line ${productId}`}, 1, 100)`;
  }
  await sendPrintOrders(deps, id);
  return id;
}

const urls = (await admin("GET", "/api/admin/print-settings/webhooks")).body as { printful: string; gooten: string };
const pathOf = (url: string) => new URL(url).pathname;
const post = (url: string, body: unknown, raw?: string) =>
  api.request(pathOf(url), { method: "POST", body: raw ?? JSON.stringify(body), headers: { "content-type": "application/json" } });
const shippedEvent = (orderId: number, tracking = "9400111899223197428490") => ({
  type: "package_shipped", created: 1_700_000_000, retries: 0, store: 8800,
  data: {
    shipment: { id: 10, carrier: "USPS", service: "USPS First Class", tracking_number: tracking,
      tracking_url: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${tracking}`, created: 1_700_000_000, ship_date: "2026-11-22", reshipment: false },
    order: { id: Number(standIn.orders.find((o) => o.externalId === `studio-${orderId}` && o.provider === "printful")?.providerOrderId ?? 0), external_id: `studio-${orderId}`, status: "fulfilled" },
  },
});
const state = async (orderId: number) => {
  const [order] = await sql<{ status: string }[]>`select status from orders where id = ${orderId}`;
  const shares = await sql`select provider, status, tracking_number, tracking_url, carrier from print_orders where order_id = ${orderId} order by provider`;
  const mails = await sql<{ toAddress: string; subject: string; bodyText: string }[]>`
    select to_address, subject, body_text from mail_log where template_key = 'order_shipped' and dedupe_key = ${`order_shipped:${orderId}`}`;
  const [{ events }] = await sql<{ events: number }[]>`select count(*)::int as events from outbox where (payload->'data'->>'id')::int = ${orderId}`;
  return { status: order.status, shares: [...shares], mails: [...mails], events };
};

dbTest("the webhook addresses hold a long random token per provider, made once, sealed at rest; a wrong token is a 404", async () => {
  assert.match(urls.printful, /^https:\/\/studio\.example\/api\/webhooks\/printful\/[A-Za-z0-9_-]{43}$/);
  assert.match(urls.gooten, /^https:\/\/studio\.example\/api\/webhooks\/gooten\/[A-Za-z0-9_-]{43}$/);
  assert.deepEqual((await admin("GET", "/api/admin/print-settings/webhooks")).body, urls, "made once");
  const rows = await sql<{ value: string }[]>`select value from api_configurations where key in ('printful_webhook', 'gooten_webhook')`;
  assert.equal(rows.length, 2);
  for (const row of rows) for (const url of Object.values(urls)) assert.equal(row.value.includes(url.split("/").at(-1)!), false);
  assert.equal((await api.request("/api/admin/print-settings/webhooks")).status, 401);

  const id = await sentOrder([poster]);
  const before = await state(id);
  for (const path of [urls.printful.replace(/.$/, "x"), urls.printful.replace("/printful/", "/gooten/"), `${PUBLIC_URL}/api/webhooks/printful/`, `${PUBLIC_URL}/api/webhooks/prodigi/x`]) {
    const res = await post(path, shippedEvent(id));
    assert.equal(res.status, 404, path);
  }
  assert.deepEqual(await state(id), before, "nothing changed");
});

dbTest("Printful package_shipped: tracking stored, the order shipped, one mail to the buyer even when the webhook repeats", async () => {
  const id = await sentOrder([poster]);
  const res = await post(urls.printful, shippedEvent(id));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { received: true, outcome: "order_shipped" });
  const after = await state(id);
  assert.equal(after.status, "shipped");
  assert.deepEqual(after.shares, [{ provider: "printful", status: "shipped", trackingNumber: "9400111899223197428490",
    trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490", carrier: "USPS" }]);
  assert.equal(after.mails.length, 1);
  assert.equal(after.mails[0].toAddress, "ada@example.com");
  assert.equal(after.mails[0].subject, `Your order #${id} is on its way`);
  assert.match(after.mails[0].bodyText, /USPS 9400111899223197428490: https:\/\/tools\.usps\.com\/go\/TrackConfirmAction\?tLabels=9400111899223197428490/);

  for (let i = 0; i < 2; i++) {
    const again = await post(urls.printful, shippedEvent(id));
    assert.deepEqual(await again.json(), { received: true, outcome: "repeated" });
  }
  assert.deepEqual(await state(id), after, "a repeat changes nothing: no second mail, no event");
  const detail = await admin("GET", `/api/admin/orders/${id}`);
  assert.equal(detail.body.printOrders[0].trackingNumber, "9400111899223197428490");
  assert.deepEqual(detail.body.nextStatuses, ["delivered"]);
});

dbTest("out of order or unknown: a shipment for a delivered order changes nothing; an unknown order is 200 and ignored", async () => {
  const id = await sentOrder([poster]);
  await sql`update orders set status = 'delivered' where id = ${id}`;
  const before = await state(id);
  const res = await post(urls.printful, shippedEvent(id));
  assert.deepEqual([res.status, await res.json()], [200, { received: true, outcome: "order_closed" }]);
  assert.deepEqual(await state(id), before);

  const unknown = shippedEvent(id);
  unknown.data.order = { id: 999_999, external_id: "studio-999999", status: "fulfilled" };
  const ignored = await post(urls.printful, unknown);
  assert.deepEqual([ignored.status, await ignored.json()], [200, { received: true, outcome: "unknown_order" }]);

  for (const type of ["order_updated", "package_returned", "stock_updated"]) {
    const other = await post(urls.printful, { type, created: 1, retries: 0, store: 8800, data: {} });
    assert.deepEqual([other.status, await other.json()], [200, { received: true, outcome: "ignored" }]);
  }
  assert.equal((await post(urls.printful, null, "{not json")).status, 400);
  assert.equal((await post(urls.printful, { type: "package_shipped", data: { order: {} } })).status, 400);
  assert.equal((await post(urls.printful, null, JSON.stringify({ type: "x", pad: "x".repeat(70_000) }))).status, 413);
});

dbTest("a mixed order keeps its status for the owner; a two-provider order ships when both have shipped (Gooten's update too)", async () => {
  const mixed = await sentOrder([poster, original]);
  const res = await post(urls.printful, shippedEvent(mixed, "1Z999AA10123456784"));
  assert.deepEqual(await res.json(), { received: true, outcome: "recorded" });
  const m = await state(mixed);
  assert.deepEqual([m.status, m.shares[0].status, m.shares[0].trackingNumber, m.mails.length], ["paid", "shipped", "1Z999AA10123456784", 0]);

  const both = await sentOrder([poster, canvas]);
  assert.deepEqual(await (await post(urls.printful, shippedEvent(both, "PF-1"))).json(), { received: true, outcome: "recorded" });
  assert.equal((await state(both)).status, "paid", "Gooten has not shipped yet");
  const gootenId = standIn.orders.find((o) => o.provider === "gooten" && o.externalId === `studio-${both}`)!.providerOrderId;
  const inProduction = { Id: gootenId, SourceId: `studio-${both}`, Items: [{ Status: "In Production" }] };
  assert.deepEqual(await (await post(urls.gooten, inProduction)).json(), { received: true, outcome: "ignored" });
  const shipped = { Id: gootenId, SourceId: `studio-${both}`,
    Items: [{ Status: "Shipped", TrackingNumber: "GT-77", TrackingUrl: "https://track.example/GT-77", ShipCarrierName: "UPS" }] };
  assert.deepEqual(await (await post(urls.gooten, shipped)).json(), { received: true, outcome: "order_shipped" });
  const b = await state(both);
  assert.equal(b.status, "shipped");
  assert.equal(b.mails.length, 1);
  assert.match(b.mails[0].bodyText, /UPS GT-77: https:\/\/track\.example\/GT-77\nUSPS PF-1: /);
  assert.deepEqual(await (await post(urls.gooten, shipped)).json(), { received: true, outcome: "repeated" });
  assert.equal((await state(both)).mails.length, 1);
});

dbTest("close", () => close());
