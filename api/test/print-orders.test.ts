import assert from "node:assert/strict";
import { createEvent, createMemoryBus } from "@studio/events";
import { printOrdersForEvent, subscribePrintOrders } from "../src/domains/print/print-orders-on-events.ts";
import { sendPrintOrders } from "../src/domains/print/send-print-orders.ts";
import { insertArtwork, insertProduct } from "./factories.ts";
import { dbTest, testSecrets } from "./helpers.ts";
import { openPrintWorld, printSettings } from "./print-fixture.ts";
import { STAND_IN_KEYS } from "./print-stand-in.ts";

const PUBLIC_URL = "https://studio.example";
const { sql, standIn, config, api, admin, close } = await openPrintWorld({ timeoutMs: 400, publicUrl: PUBLIC_URL });
const deps = { db: sql, sql, secrets: testSecrets, config, publicUrl: PUBLIC_URL };

const saveKeys = async (printfulKey = STAND_IN_KEYS.printfulApiKey) => {
  const res = await admin("PUT", "/api/admin/print-settings", printSettings({ printful: { apiKey: printfulKey } }));
  assert.equal(res.status, 200, JSON.stringify(res.body));
};
await saveKeys();

const IMAGE_ID = "a".repeat(32);
await sql`insert into images (id, width, height, bytes, original_format) values (${IMAGE_ID}, 2000, 1500, 1000, 'jpeg')`;
const artworkId = await insertArtwork(sql, { imageId: IMAGE_ID });
const poster = await insertProduct(sql, { title: "Harbour poster", printProvider: "printful", printfulProductId: "1", artworkId, stock: 999 },
  [{ variantName: "12×16", priceCents: 3500 }, { variantName: "24×36", priceCents: 6500 }]);
const canvas = await insertProduct(sql, { title: "Harbour canvas", type: "prints", printProvider: "gooten", printfulProductId: "1045", stock: 999 },
  [{ variantName: "8x10", priceCents: 9000 }]);
const original = await insertProduct(sql, { title: "Harbour original", type: "originals", subtype: "Oil Paintings", stock: 1, priceCents: 120_000 });
const variantsOf = async (productId: number) =>
  (await sql<{ id: number }[]>`select id from product_variants where product_id = ${productId} order by id`).map((v) => v.id);
const [poster12, poster24] = await variantsOf(poster);
const [canvas8] = await variantsOf(canvas);
await sql`update product_variants set printful_variant_id = '3876' where id = ${poster12}`;
await sql`update product_variants set printful_variant_id = 'CanvsWrp-BlkWrp-8x10' where id = ${canvas8}`;

type Line = { productId: number; variantId?: number; title: string; variantName?: string; quantity?: number; priceCents: number; itemType?: string };
const POSTER: Line = { productId: poster, variantId: poster12, title: "Harbour poster", variantName: "12×16", quantity: 2, priceCents: 3500 };
const CANVAS: Line = { productId: canvas, variantId: canvas8, title: "Harbour canvas", variantName: "8x10", priceCents: 9000 };
const ORIGINAL: Line = { productId: original, title: "Harbour original", priceCents: 120_000, itemType: "originals" };

/** A paid order with these lines, as settle-payment leaves it. */
async function paidOrder(lines: Line[], state = "Maine") {
  const subtotal = lines.reduce((sum, l) => sum + l.priceCents * (l.quantity ?? 1), 0);
  const [{ id }] = await sql<{ id: number }[]>`insert into orders (customer_name, customer_email, phone, shipping_address, subtotal_cents,
      total_cents, status, paid_at, payment_provider)
    values ('Ada Collector', 'ada@example.com', '555-0100', ${sql.json({ name: "Ada Collector", street: "1 Harbour Road", apartment: "Apt 2",
      city: "Portland", state, zip: "04101", country: "United States" })}, ${subtotal}, ${subtotal}, 'paid', now(), 'test')
    returning id`;
  for (const l of lines) {
    await sql`insert into order_items (order_id, product_id, variant_id, item_type, title, variant_name, quantity, unit_price_cents)
      values (${id}, ${l.productId}, ${l.variantId ?? null}, ${l.itemType ?? "prints"}, ${l.title}, ${l.variantName ?? null}, ${l.quantity ?? 1}, ${l.priceCents})`;
  }
  return id;
}
const rowsOf = (orderId: number) =>
  sql<{ provider: string; status: string; providerOrderId: string | null; attempts: number; lastError: string | null; claimedUntil: Date | null }[]>`
    select provider, status, provider_order_id, attempts, last_error, claimed_until from print_orders where order_id = ${orderId} order by provider`;
const ordersAt = (provider: "printful" | "gooten", orderId: number) =>
  standIn.orders.filter((o) => o.provider === provider && o.externalId === `studio-${orderId}`);
const creates = () => ({ printful: standIn.createCalls("printful"), gooten: standIn.createCalls("gooten") });
const paidEvent = (id: number) => createEvent("order.paid", { id });

dbTest("a paid order's print lines go to each provider once, in the providers' own shapes; our own lines stay with us", async () => {
  const id = await paidOrder([POSTER, CANVAS, ORIGINAL]);
  const before = creates();
  await printOrdersForEvent(deps, paidEvent(id));
  assert.deepEqual(creates(), { printful: before.printful + 1, gooten: before.gooten + 1 });

  const [printful] = ordersAt("printful", id);
  assert.deepEqual(printful.body, {
    external_id: `studio-${id}`,
    recipient: { name: "Ada Collector", address1: "1 Harbour Road", address2: "Apt 2", city: "Portland", state_code: "ME", country_code: "US",
      zip: "04101", email: "ada@example.com", phone: "555-0100" },
    items: [{ variant_id: 3876, quantity: 2, retail_price: "35.00", name: "Harbour poster (12×16)",
      files: [{ url: `${PUBLIC_URL}/uploads/img/${IMAGE_ID}/1600.jpg` }] }],
  });
  assert.ok(standIn.requests.some((r) => r.line === "POST /printful/orders?confirm=1"), "the order is confirmed for fulfilment");
  const [gooten] = ordersAt("gooten", id);
  assert.equal(gooten.body.SourceId, `studio-${id}`);
  assert.equal(gooten.body.IsPartnerSourceIdUnique, true);
  assert.deepEqual(gooten.body.Payment, { PartnerBillingKey: STAND_IN_KEYS.gootenBillingKey });
  assert.deepEqual((gooten.body.Items as Record<string, unknown>[]).map((i) => [i.SKU, i.Quantity, i.SourceId]),
    [["CanvsWrp-BlkWrp-8x10", 1, `studio-${id}-1`]]);
  assert.match((gooten.body.Items as { Images: { Url: string }[] }[])[0].Images[0].Url, /^https:\/\/studio\.example\/uploads\/p\d+\.webp$/);
  assert.equal((gooten.body.ShipToAddress as Record<string, string>).State, "ME");

  const rows = await rowsOf(id);
  assert.deepEqual(rows.map((r) => [r.provider, r.status, r.providerOrderId, r.attempts, r.lastError, r.claimedUntil]),
    [["gooten", "submitted", gooten.providerOrderId, 1, null, null], ["printful", "submitted", printful.providerOrderId, 1, null, null]]);
  const [order] = await sql`select printful_order_id, gooten_order_id, status from orders where id = ${id}`;
  assert.deepEqual(order, { printfulOrderId: printful.providerOrderId, gootenOrderId: gooten.providerOrderId, status: "paid" });
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from outbox where payload->>'type' = 'order.updated'
    and (payload->'data'->>'id')::int = ${id}`;
  assert.equal(n, 2, "each submission tells the admin's live views");

  // An order with nothing printed on demand asks no provider anything.
  const calls = standIn.requests.length;
  await printOrdersForEvent(deps, paidEvent(await paidOrder([ORIGINAL])));
  assert.equal(standIn.requests.length, calls);
});

dbTest("redelivered events create exactly one provider order: twice in parallel, twice in sequence, through the bus", async () => {
  const id = await paidOrder([POSTER, CANVAS]);
  const before = creates();
  await Promise.all([printOrdersForEvent(deps, paidEvent(id)), printOrdersForEvent(deps, paidEvent(id))]);
  await printOrdersForEvent(deps, paidEvent(id));
  await sendPrintOrders(deps, id);
  assert.deepEqual(creates(), { printful: before.printful + 1, gooten: before.gooten + 1 });
  assert.equal(ordersAt("printful", id).length, 1);
  assert.equal(ordersAt("gooten", id).length, 1);
  assert.deepEqual((await rowsOf(id)).map((r) => [r.status, r.attempts]), [["submitted", 1], ["submitted", 1]]);

  // The durable subscriber: two deliveries of the paid order (e.g. two events, or a redelivery) still make one.
  const other = await paidOrder([POSTER]);
  const bus = createMemoryBus();
  const sub = await subscribePrintOrders({ db: sql, sql, secrets: testSecrets, config }, bus, () => PUBLIC_URL);
  await Promise.all([bus.publish(paidEvent(other)), bus.publish(paidEvent(other))]);
  for (let i = 0; i < 100 && (await rowsOf(other))[0]?.status !== "submitted"; i++) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100));
  await sub.stop();
  await bus.close();
  assert.equal(ordersAt("printful", other).length, 1);
  assert.equal((await rowsOf(other))[0].status, "submitted");

  // Orders paid before automatic sending existed were placed by hand: a replayed event leaves them alone.
  const old = await paidOrder([POSTER]);
  await sql`update orders set paid_at = now() - interval '1 day' where id = ${old}`;
  await sql`update api_configurations set value = ${new Date(Date.now() - 3600_000).toISOString()} where key = 'print_orders_since'`;
  await printOrdersForEvent(deps, paidEvent(old));
  assert.equal(ordersAt("printful", old).length, 0);
  assert.equal((await rowsOf(old)).length, 0);
});

dbTest("a crash after the provider accepted: the retry finds the order by our external id instead of creating a second", async () => {
  // Our write after the provider's answer fails once (as if the process died right there); a sequence counts outside
  // the rolled-back transaction.
  await sql.unsafe(`create sequence crash_once;
    create function crash_after_create() returns trigger language plpgsql as $$
    begin
      if new.status = 'submitted' and nextval('crash_once') = 1 then
        raise exception 'simulated crash after the provider accepted';
      end if;
      return new;
    end $$;
    create trigger crash_after_create before update on print_orders for each row execute function crash_after_create();`);
  try {
    const id = await paidOrder([POSTER]);
    const before = creates().printful;
    await assert.rejects(printOrdersForEvent(deps, paidEvent(id)), /simulated crash/, "thrown: the bus redelivers");
    assert.equal(creates().printful, before + 1, "the provider has the order");
    const [failed] = await rowsOf(id);
    assert.deepEqual([failed.status, failed.providerOrderId], ["failed", null]);
    assert.match(failed.lastError!, /Sending to Printful failed on our side/);

    await printOrdersForEvent(deps, paidEvent(id));
    assert.equal(creates().printful, before + 1, "no second create");
    const [row] = await rowsOf(id);
    assert.deepEqual([row.status, row.providerOrderId, row.attempts, row.lastError], ["submitted", ordersAt("printful", id)[0].providerOrderId, 2, null]);

    // A harder crash leaves the row claimed: nothing is sent until the lease ends, then the retry finds the order.
    const hard = await paidOrder([POSTER]);
    await sql`insert into print_orders (order_id, provider, external_id, attempts, claimed_until)
      values (${hard}, 'printful', ${`studio-${hard}`}, 1, now() + interval '1 minute')`;
    await printOrdersForEvent(deps, paidEvent(hard));
    assert.equal((await rowsOf(hard))[0].status, "pending", "someone else holds the claim");
    await sql`update print_orders set claimed_until = now() - interval '1 second' where order_id = ${hard}`;
    await printOrdersForEvent(deps, paidEvent(hard));
    assert.equal((await rowsOf(hard))[0].status, "submitted");
    assert.equal(ordersAt("printful", hard).length, 1);
  } finally {
    await sql.unsafe(`drop trigger crash_after_create on print_orders; drop function crash_after_create(); drop sequence crash_once;`);
  }
});

dbTest("failures are recorded for the owner: a refused key waits, an outage is thrown for the bus, an unmapped line never calls", async () => {
  // Refused key: permanent, not thrown (the bus would only fail again).
  await saveKeys("pf-wrong-key");
  const refused = await paidOrder([POSTER]);
  await printOrdersForEvent(deps, paidEvent(refused));
  let [row] = await rowsOf(refused);
  assert.deepEqual([row.status, row.attempts, row.claimedUntil], ["failed", 1, null]);
  assert.equal(row.lastError, "Printful refused the API key. Create a private token in Printful (Settings → API) and paste it in Print on demand settings.");
  await saveKeys();

  // 5xx and time-out: recorded and thrown, so the bus redelivers; the redelivery sends it.
  const outage = await paidOrder([CANVAS]);
  standIn.setMode("fail");
  await assert.rejects(printOrdersForEvent(deps, paidEvent(outage)), /Gooten is having trouble right now \(error 500\)/);
  assert.deepEqual((await rowsOf(outage)).map((r) => [r.status, r.lastError]), [["failed", "Gooten is having trouble right now (error 500). Please try again later."]]);
  standIn.setMode("hang");
  await assert.rejects(printOrdersForEvent(deps, paidEvent(outage)), /did not answer within 1 second/);
  standIn.setMode("ok");
  await printOrdersForEvent(deps, paidEvent(outage));
  assert.deepEqual((await rowsOf(outage)).map((r) => [r.status, r.attempts, r.lastError]), [["submitted", 3, null]]);
  assert.equal(ordersAt("gooten", outage).length, 1);

  // A line whose variant has no provider variant: the owner is told what to do; the provider is not called.
  const calls = standIn.requests.length;
  const unmapped = await paidOrder([{ ...POSTER, variantId: poster24, variantName: "24×36" }]);
  await printOrdersForEvent(deps, paidEvent(unmapped));
  assert.equal(standIn.requests.length, calls);
  [row] = await rowsOf(unmapped);
  assert.equal(row.status, "failed");
  assert.equal(row.lastError, "“Harbour poster (24×36)” has no Printful variant. Choose one on the product's page (Print on demand panel), then send the order again.");

  // A state the providers cannot read is refused the same way.
  const badState = await paidOrder([POSTER], "Atlantis");
  await printOrdersForEvent(deps, paidEvent(badState));
  assert.match((await rowsOf(badState))[0].lastError!, /The shipping state “Atlantis” is not a US state/);
});

dbTest("admin: the order shows its provider orders; a failed one is sent again (audited); a sent one is refused", async () => {
  await saveKeys("pf-wrong-key");
  const id = await paidOrder([POSTER, ORIGINAL]);
  await printOrdersForEvent(deps, paidEvent(id));
  const detail = await admin("GET", `/api/admin/orders/${id}`);
  assert.equal(detail.status, 200);
  assert.deepEqual(detail.body.printOrders, [{
    provider: "printful", status: "failed", externalId: `studio-${id}`, providerOrderId: null, attempts: 1,
    lastError: "Printful refused the API key. Create a private token in Printful (Settings → API) and paste it in Print on demand settings.",
    trackingNumber: null, trackingUrl: null, carrier: null, submittedAt: null, shippedAt: null,
  }]);

  const stillRefused = await admin("POST", `/api/admin/orders/${id}/print/printful/retry`);
  assert.equal(stillRefused.status, 502);
  assert.match(stillRefused.body.error, /Printful refused the API key/);
  await saveKeys();
  const retried = await admin("POST", `/api/admin/orders/${id}/print/printful/retry`);
  assert.equal(retried.status, 200, JSON.stringify(retried.body));
  assert.deepEqual([retried.body.printOrders[0].status, retried.body.printOrders[0].attempts, retried.body.printOrders[0].lastError], ["submitted", 3, null]);
  assert.equal(retried.body.printOrders[0].providerOrderId, ordersAt("printful", id)[0].providerOrderId);
  const audits = await sql<{ detail: { ok: boolean } }[]>`select detail from audit_log where entity = 'print_order' and entity_id = ${`${id}:printful`} order by id`;
  assert.deepEqual(audits.map((a) => a.detail.ok), [false, true]);

  const again = await admin("POST", `/api/admin/orders/${id}/print/printful/retry`);
  assert.deepEqual([again.status, again.body.error], [409, "Printful has this order already"]);
  assert.equal(ordersAt("printful", id).length, 1);
  assert.equal((await admin("POST", `/api/admin/orders/${id}/print/gooten/retry`)).status, 404);
  assert.equal((await admin("POST", `/api/admin/orders/${id}/print/prodigi/retry`)).status, 404);
  const anonymous = await api.request(`/api/admin/orders/${id}/print/printful/retry`, { method: "POST", headers: { "x-requested-with": "fetch" } });
  assert.equal(anonymous.status, 401);
});

dbTest("close", () => close());
