import assert from "node:assert/strict";
import { ensureTemplates } from "../src/domains/mail/ensure-templates.ts";
import { insertArtwork, insertProduct } from "./factories.ts";
import { createOwner, dbTest, openTestDb, testApi, testSecrets } from "./helpers.ts";

const { sql, close } = await openTestDb();
await ensureTemplates(sql);
const ownerId = await createOwner(sql);
const api = testApi(sql);
const cookie = await api.login();
const admin = api.signedIn(cookie);

const MFA_SECRET = "JBSWY3DPEHPK3PXPMFASECRET";
const SMTP_PASSWORD = "smtp-password-never-exported";
const SEALED = await testSecrets.seal(SMTP_PASSWORD);
const IMAGE_ID = "0123456789abcdef0123456789abcdef";

// A small site: every content table holds something, and the secrets are there too.
await sql`update users set mfa_enabled = true, mfa_secret = ${MFA_SECRET}, email = 'owner@example.com'`;
await sql`insert into api_configurations (key, value, service) values ('smtp', ${JSON.stringify({ enabled: true, host: "smtp.example.com", sealedPassword: SEALED })}, 'smtp')`;
await sql`insert into settings (key, value) values ('studio_name', 'Elena Marsh Studio'), ('footer_title', '=SUM(A1:A2)')`;
await sql`insert into images (id, width, height, bytes, original_format, palette) values (${IMAGE_ID}, 1200, 800, 4096, 'jpeg', ${sql.json([{ hex: "#2e3a59", share: 0.4 }])})`;
const art1 = await insertArtwork(sql, { title: "Harbour at dusk", imageId: IMAGE_ID, imageUrl: `/img/${IMAGE_ID}` });
const art2 = await insertArtwork(sql, { title: "=cmd|' /C calc'!A0", priceCents: null });
const print = await insertProduct(sql, { title: "Harbour print", artworkId: art1, height: 12.5, width: 18 },
  [{ variantName: "A4", priceCents: 4_500, isDefault: true }, { variantName: "A3", priceCents: 6_500 }]);
const original = await insertProduct(sql, { title: "Harbour original", type: "originals", subtype: "oil", stock: 1, priceCents: 120_000 });
await sql`insert into original_types (name) values ('Oil')`;
await sql`insert into merchandise_types (name) values ('Tote bag')`;
const [{ id: zone }] = await sql<{ id: number }[]>`insert into shipping_zones (name, base_rate_cents, additional_item_rate_cents)
  values ('Domestic', 1000, 250) returning id`;
const [{ id: paintings }] = await sql<{ id: number }[]>`select id from commission_categories where name = 'Paintings'`;
await sql`insert into commission_categories (name, is_main_category, parent_category_id) values ('Portraits', false, ${paintings})`;
const [{ id: sub }] = await sql<{ id: number }[]>`insert into commission_subcategories (name, category_id) values ('Pets', ${paintings}) returning id`;
await sql`update commission_settings set painting_multiplier = 3.25, artist_email = 'studio@example.com'`;
const [{ id: message }] = await sql<{ id: number }[]>`insert into contact_messages (name, email, subject, message, read_at)
  values ('Ada Collector', 'ada@example.com', 'Visit', 'Could I visit the studio next month?', now()) returning id`;
const [{ id: request }] = await sql<{ id: number }[]>`insert into commission_requests
  (customer_name, customer_email, category_id, subcategory_id, commission_type, dimensions, estimated_price_cents, quoted_price_cents, status)
  values ('Ben Patron', 'ben@example.com', ${paintings}, ${sub}, 'paintings', '24 x 36', 216000, 200000, 'quoted') returning id`;
const [{ id: mail }] = await sql<{ id: number }[]>`insert into mail_log (to_address, subject, body_text, transport)
  values ('ada@example.com', 'Re: Visit', 'Yes, come by.', 'log') returning id::int`;
await sql`insert into replies (contact_message_id, subject, body, mail_id, created_by) values (${message}, 'Re: Visit', 'Yes, come by.', ${mail}, ${ownerId})`;
await sql`insert into replies (commission_request_id, subject, body) values (${request}, 'Your quote', '$2,000 for the pet portrait')`;
await sql`insert into subscribers (email, status, source, confirmed_at) values ('amy@example.com', 'active', 'newsletter', now()),
  ('+pending@example.com', 'pending', 'contact', null)`;
// A long newsletter makes the file larger than the 256 KB every other JSON body is limited to.
await sql`insert into newsletters (subject, content, recipient_count, sent_by) values ('Spring show', ${"Paintings. ".repeat(30_000)}, 1, ${ownerId})`;
const [{ id: order }] = await sql<{ id: number }[]>`insert into orders (customer_name, customer_email, shipping_address, subtotal_cents,
  shipping_cents, total_cents, shipping_zone_id, status, payment_provider, payment_intent_id, paid_at)
  values ('=HYPERLINK("http://evil")', 'cara@example.com', ${sql.json({ line1: "1 Quay St", city: "Bristol", country: "GB" })},
    129000, 1250, 130250, ${zone}, 'paid', 'test', 'pi_test_1', now()) returning id`;
const [{ id: variant }] = await sql<{ id: number }[]>`select id from product_variants where variant_name = 'A4'`;
await sql`insert into order_items (order_id, product_id, variant_id, artwork_id, item_type, title, variant_name, quantity, unit_price_cents)
  values (${order}, ${print}, ${variant}, ${art1}, 'prints', 'Harbour print', 'A4', 2, 4500),
    (${order}, ${original}, null, null, 'originals', 'Harbour original', null, 1, 120000)`;
// Secrets and logs that must stay out of the file.
await sql`insert into sessions (id_hash, user_id, idle_expires_at, absolute_expires_at) values ('session-hash-marker', ${ownerId}, now() + interval '1 hour', now() + interval '1 day')`;
await sql`insert into password_resets (user_id, code_hash, expires_at) values (${ownerId}, 'reset-code-hash-marker', now() + interval '1 hour')`;

const download = (path: string, headers: Record<string, string> = { cookie }) => api.request(path, { headers });

// deno-lint-ignore no-explicit-any
type Doc = Record<string, any>;

async function exportDoc(): Promise<Doc> {
  const res = await download("/api/admin/export.json");
  assert.equal(res.status, 200);
  return await res.json();
}
const withoutTime = ({ exportedAt: _, ...rest }: Doc) => rest;

dbTest("export: every content table and the orders, as stored, and no secrets", async () => {
  const res = await download("/api/admin/export.json");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-disposition")!, /^attachment; filename="studio-export-\d{4}-\d{2}-\d{2}\.json"$/);
  const text = await res.text();
  const doc = JSON.parse(text);
  assert.equal(doc.format, "studio-export");
  assert.equal(doc.version, 1);
  assert.match(doc.exportedAt, /^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
  const count = (key: string) => (doc[key] as unknown[]).length;
  assert.deepEqual(
    ["artworks", "products", "productVariants", "originalTypes", "merchandiseTypes", "shippingZones", "commissionCategories",
      "commissionSubcategories", "contactMessages", "commissionRequests", "replies", "subscribers", "newsletters", "orders", "orderItems",
      "images", "settings"].map(count),
    [2, 2, 2, 1, 1, 1, 3, 1, 1, 1, 2, 2, 1, 1, 2, 1, 2],
  );
  assert.ok(count("emailTemplates") > 0);
  assert.deepEqual(doc.artworks.map((a: { id: number; title: string }) => [a.id, a.title]), [[art1, "Harbour at dusk"], [art2, "=cmd|' /C calc'!A0"]]);
  assert.equal(doc.artworks[0].imageId, IMAGE_ID);
  assert.deepEqual(doc.images[0].palette, [{ hex: "#2e3a59", share: 0.4 }]);
  assert.deepEqual([doc.products[0].height, doc.products[0].width], [12.5, 18]);
  assert.equal(doc.commissionSettings.paintingMultiplier, 3.25);
  assert.deepEqual([doc.orders[0].subtotalCents, doc.orders[0].shippingCents, doc.orders[0].totalCents], [129_000, 1_250, 130_250]);
  assert.equal(doc.orders[0].shippingAddress.city, "Bristol");
  assert.deepEqual(doc.orderItems.map((i: { unitPriceCents: number }) => i.unitPriceCents), [4_500, 120_000]);
  for (const secret of [MFA_SECRET, SMTP_PASSWORD, SEALED, "smtp.example.com", "session-hash-marker", "reset-code-hash-marker"]) {
    assert.ok(!text.includes(secret), `${secret} is not exported`);
  }
  const [{ passwordHash }] = await sql<{ passwordHash: string }[]>`select password_hash from users`;
  assert.ok(!text.includes(passwordHash));
  assert.ok(!text.includes("passwordHash") && !text.includes("mfaSecret") && !text.includes("sealedPassword"));
  assert.ok(!("users" in doc) && !("sessions" in doc) && !("mailLog" in doc) && !("apiConfigurations" in doc));
});

dbTest("CSV exports: headers, one row per order line with dollars and cents, spreadsheet-safe cells", async () => {
  const res = await download("/api/admin/export/orders.csv");
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "text/csv; charset=utf-8");
  assert.match(res.headers.get("content-disposition")!, /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = (await res.text()).trimEnd().split("\r\n");
  assert.equal(lines[0], "order_number,date,paid_at,status,order_type,customer_name,customer_email,phone,country,item,variant,item_type,"
    + "quantity,unit_price,line_total,subtotal,shipping,total,currency,unit_price_cents,line_total_cents,subtotal_cents,shipping_cents,"
    + "total_cents,payment_provider");
  assert.equal(lines.length, 3);
  assert.match(lines[1], new RegExp(`^${order},\\d{4}-[\\d-]+T[\\d:.]+Z,\\d{4}-[\\d-]+T[\\d:.]+Z,paid,physical,"'=HYPERLINK\\(""http://evil""\\)",`
    + `cara@example\\.com,,GB,Harbour print,A4,prints,2,45\\.00,90\\.00,1290\\.00,12\\.50,1302\\.50,USD,4500,9000,129000,1250,130250,test$`));
  assert.match(lines[2], /,Harbour original,,originals,1,1200\.00,1200\.00,1290\.00,12\.50,1302\.50,USD,120000,120000,/);

  const products = (await (await download("/api/admin/export/products.csv")).text()).trimEnd().split("\r\n");
  assert.match(products[0], /^product_id,title,type,subtype,category,available,featured,stock,price,price_cents,/);
  assert.equal(products.length, 4, "two variants of the print, one line for the original");
  assert.match(products.find((l) => l.includes(",A3,"))!, new RegExp(`^${print},Harbour print,prints,paper,,true,false,10,50\\.00,5000,USD,${art1},`));

  const artworks = (await (await download("/api/admin/export/artworks.csv")).text()).trimEnd().split("\r\n");
  assert.equal(artworks[0], "artwork_id,title,category,medium,year,dimensions,status,featured,price,price_cents,currency,image_url,image_id,created_at");
  assert.match(artworks[2], new RegExp(`^${art2},'=cmd\\|' /C calc'!A0,figurative,`), "a formula is written as text");

  const subscribers = (await (await download("/api/admin/export/subscribers.csv")).text()).trimEnd().split("\r\n");
  assert.equal(subscribers[0], "email,status,source,confirmed_at,subscribed_at");
  assert.match(subscribers[2], /^'\+pending@example\.com,pending,contact,,/);

  const messages = (await (await download("/api/admin/export/contact-messages.csv")).text()).trimEnd().split("\r\n");
  assert.equal(messages[0], "message_id,date,name,email,subject,message,subscribe_to_newsletter,read_at,replied_at");
  assert.match(messages[1], /,Ada Collector,ada@example\.com,Visit,Could I visit the studio next month\?,false,\d{4}-/);

  const requests = (await (await download("/api/admin/export/commission-requests.csv")).text()).trimEnd().split("\r\n");
  assert.match(requests[0], /^request_id,date,status,customer_name,customer_email,phone,type,category,subcategory,/);
  assert.match(requests[1], /,quoted,Ben Patron,ben@example\.com,,paintings,Paintings,Pets,,24 x 36,,2160\.00,216000,2000\.00,200000,/);

  assert.equal((await download("/api/admin/export/users.csv")).status, 400);
});

dbTest("not signed in: export, CSV and import are refused", async () => {
  assert.equal((await download("/api/admin/export.json", {})).status, 401);
  assert.equal((await download("/api/admin/export/orders.csv", {})).status, 401);
  const res = await api.request("/api/admin/import", { method: "POST", headers: { "x-requested-with": "fetch" }, json: {} });
  assert.equal(res.status, 401);
  assert.equal((await sql`select 1 from artworks`).length, 2);
});

dbTest("a malformed file is a 400 naming the problem, and nothing changes", async () => {
  const before = withoutTime(await exportDoc());
  const doc = await exportDoc();
  const cases: [unknown, RegExp][] = [
    [{ ...doc, version: 2 }, /version 1/],
    [{ ...doc, format: "other" }, /not a studio export file/],
    [{ ...doc, artworks: [doc.artworks[0], { ...doc.artworks[1], title: "" }] }, /artworks\[1\]\.title: /],
    [{ ...doc, orders: [{ ...doc.orders[0], totalCents: 1 }] }, /orders\[0\]\.totalCents: totalCents must be subtotalCents \+ shippingCents/],
    [{ ...doc, orderItems: [{ ...doc.orderItems[0], productId: 9_999 }] }, /records do not fit together .*order_items/],
    [{ ...doc, subscribers: undefined }, /subscribers: /],
    ["[1, 2]", /not a studio export file/],
  ];
  for (const [body, message] of cases) {
    const res = await admin("POST", "/api/admin/import", body);
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.match(res.body.error, message);
  }
  const bad = await api.request("/api/admin/import", { method: "POST", headers: { cookie, "x-requested-with": "fetch" }, body: "{not json" });
  assert.equal(bad.status, 400);
  assert.deepEqual(withoutTime(await exportDoc()), before);
  assert.equal((await sql`select 1 from audit_log where action = 'import'`).length, 0);
});

dbTest("round trip: export, change things, import restores the exported site; ids continue after the highest", async () => {
  // The print is printed on demand: whose ids its provider columns hold, and the provider's cost of a variant.
  await sql`update products set print_provider = 'printful', printful_product_id = '19' where id = ${print}`;
  await sql`update product_variants set printful_variant_id = '1320', provider_cost_cents = 1095 where variant_name = 'A4'`;
  const exported = await exportDoc();
  assert.ok(JSON.stringify(exported).length > 256 * 1024, "larger than the default JSON body limit");
  // The owner changes and deletes things after the backup.
  await sql`delete from artworks where id = ${art2}`;
  await insertArtwork(sql, { title: "Painted after the backup" });
  await sql`update products set title = 'Renamed', price_cents = 1 where id = ${print}`;
  await sql`update products set print_provider = null, printful_product_id = null where id = ${print}`;
  await sql`update product_variants set printful_variant_id = null, provider_cost_cents = null`;
  await sql`delete from product_variants where variant_name = 'A3'`;
  await sql`delete from orders`;
  await sql`delete from subscribers where status = 'active'`;
  await sql`update settings set value = 'Another name' where key = 'studio_name'`;
  await sql`insert into settings (key, value) values ('time_zone', 'Europe/Paris')`;
  await sql`insert into contact_messages (name, email, message) values ('Dan', 'dan@example.com', 'A message after the backup')`;
  await sql`update commission_settings set mural_multiplier = 99`;
  await sql`delete from outbox`;
  const sessionsBefore = await sql`select id_hash from sessions order by id_hash`;

  const res = await admin("POST", "/api/admin/import", exported);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(
    [res.body.counts.artworks, res.body.counts.products, res.body.counts.productVariants, res.body.counts.orders, res.body.counts.orderItems,
      res.body.counts.subscribers, res.body.counts.contactMessages, res.body.counts.replies, res.body.counts.settings],
    [2, 2, 2, 1, 2, 2, 1, 2, 2],
  );
  assert.deepEqual(withoutTime(await exportDoc()), withoutTime(exported));
  assert.deepEqual([...await sql`select p.print_provider, p.printful_product_id, v.printful_variant_id, v.provider_cost_cents
    from products p join product_variants v on v.product_id = p.id where p.id = ${print} and v.variant_name = 'A4'`],
  [{ printProvider: "printful", printfulProductId: "19", printfulVariantId: "1320", providerCostCents: 1_095 }]);

  // The reply keeps its link to the mail log and the owner; the account, sessions and mail server are untouched.
  const [reply] = await sql<{ mailId: string; createdBy: number }[]>`select mail_id::int, created_by from replies where contact_message_id is not null`;
  assert.deepEqual([Number(reply.mailId), reply.createdBy], [mail, ownerId]);
  assert.deepEqual(await sql`select id_hash from sessions order by id_hash`, sessionsBefore);
  const [owner] = await sql<{ mfaSecret: string }[]>`select mfa_secret from users`;
  assert.equal(owner.mfaSecret, MFA_SECRET);
  assert.equal((await sql`select 1 from api_configurations where key = 'smtp'`).length, 1);

  // New records continue after the file's highest ids.
  const maxArtwork = Math.max(...(exported.artworks as { id: number }[]).map((a) => a.id));
  const [{ id: next }] = await sql<{ id: number }[]>`insert into artworks (title) values ('After the import') returning id`;
  assert.equal(next, maxArtwork + 1);
  const [{ id: nextOrder }] = await sql<{ id: number }[]>`insert into orders (customer_name, customer_email, shipping_address, subtotal_cents,
    total_cents, status) values ('Eve Buyer', 'eve@example.com', '{}', 100, 100, 'paid') returning id`;
  assert.equal(nextOrder, order + 1);
  await sql`delete from orders where id = ${nextOrder}`;
  await sql`delete from artworks where id = ${next}`;

  // One audit entry; open pages refresh (site.imported) and the changed settings are announced.
  const audits = await sql<{ action: string; entity: string; userId: number; detail: { counts: Record<string, number> } }[]>`
    select action, entity, user_id, detail from audit_log where action = 'import'`;
  assert.equal(audits.length, 1);
  assert.deepEqual([audits[0].entity, audits[0].userId, audits[0].detail.counts.orders], ["site_data", ownerId, 1]);
  const events = await sql<{ subject: string; key: string | null }[]>`select subject, payload->'data'->>'key' as key from outbox order by id`;
  assert.deepEqual(events.map((e) => [e.subject, e.key]), [
    ["domain.site.imported", null], ["domain.setting.updated", "studio_name"], ["domain.setting.updated", "time_zone"],
  ]);
});

dbTest("an import waits for shoppers: refused while an original is held in a cart", async () => {
  const exported = await exportDoc();
  await sql`insert into reservations (product_id, cart_token, expires_at) values (${original}, 'cart-1', now() + interval '10 minutes')`;
  const res = await admin("POST", "/api/admin/import", exported);
  assert.equal(res.status, 409);
  assert.match(res.body.error, /checking out right now/);
  await sql`update reservations set released_at = now()`;
  assert.equal((await admin("POST", "/api/admin/import", exported)).status, 200);
  await close();
});
