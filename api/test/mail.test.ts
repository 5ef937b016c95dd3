import assert from "node:assert/strict";
import { SMTPServer } from "smtp-server";
import { deliverDueMail, MAX_ATTEMPTS, transportFromSettings } from "../src/domains/mail/deliver-mail.ts";
import { ensureTemplates } from "../src/domains/mail/ensure-templates.ts";
import { queueMail } from "../src/domains/mail/queue-mail.ts";
import { insertArtwork, insertProduct } from "./factories.ts";
import { createOwner, dbTest, openTestDb, relayToMailer, testApi, testSecrets } from "./helpers.ts";

const { sql, close } = await openTestDb();
await ensureTemplates(sql);
await createOwner(sql);
const api = testApi(sql);
const admin = api.signedIn(await api.login());
const source = transportFromSettings(sql, testSecrets);
const quietSource: typeof source = async () => ({ ...(await source()), transport: { kind: "log", send: () => Promise.resolve(), close() {} } });

await sql`insert into settings (key, value) values ('contact_email', 'studio@example.com'), ('studio_name', 'Elena Marsh Studio')`;
const [{ id: zoneId }] = await sql<{ id: number }[]>`insert into shipping_zones (name, base_rate_cents, additional_item_rate_cents)
  values ('Standard', 1000, 250) returning id`;

const token = () => crypto.randomUUID().replaceAll("-", "");
const post = async (path: string, json: unknown) => {
  const res = await api.request(path, { method: "POST", json });
  return { status: res.status, body: await res.json() };
};

/** A buyer pays for an original and two prints through the real HTTP calls; returns the order id. */
async function buyThroughCheckout(card = "4242 4242 4242 4242") {
  const artworkId = await insertArtwork(sql, { title: "Morning <Tide>" });
  const original = await insertProduct(sql, { title: "Morning <Tide>", type: "originals", subtype: "Oil Paintings", stock: 1, priceCents: 120_000, artworkId });
  const print = await insertProduct(sql, { title: "Harbour print", type: "prints", stock: 5, priceCents: 4_500 });
  const cartToken = token();
  assert.equal((await post("/api/cart/reserve", { productId: original, cartToken })).status, 200);
  const order = await post("/api/orders", {
    customerName: "Ada Collector", customerEmail: "ada@example.com", shippingStreetAddress: "1 Harbour Road",
    shippingCity: "Portland", shippingState: "ME", shippingZipCode: "04101", billingSameAsShipping: true, shippingZoneId: zoneId,
    cartToken, cartItems: [{ productId: original, quantity: 1 }, { productId: print, quantity: 2 }], notes: "Gift <wrap> please",
  });
  assert.equal(order.status, 201, JSON.stringify(order.body));
  const intent = await post("/api/create-payment-intent", { orderId: order.body.order.id, cartToken });
  const pay = await post("/api/payments/test/confirm", { paymentIntentId: intent.body.paymentIntentId, cardNumber: card, expiry: "12/40", cvc: "123" });
  assert.equal(pay.body.status, "succeeded");
  return order.body.order.id as number;
}

/** A real SMTP server on a free port that keeps what it receives. */
function startSmtp(port = 0, opts: { user?: string; pass?: string } = {}) {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: opts.user ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !opts.user,
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === opts.user && auth.password === opts.pass) cb(null, { user: auth.username });
      else cb(new Error("Invalid username or password"));
    },
    onData(stream, session, cb) {
      const chunks: Uint8Array[] = [];
      stream.on("data", (c: Uint8Array) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c]))),
        });
        cb();
      });
    },
  });
  return new Promise<{ port: number; received: typeof received; close(): Promise<void> }>((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address() as { port: number };
      resolve({ port: address.port, received, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

const freePort = () => {
  const listener = Deno.listen({ port: 0, hostname: "127.0.0.1" });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
};

const useSmtp = (port: number, over: Record<string, unknown> = {}) =>
  admin("PUT", "/api/admin/smtp", {
    enabled: true, host: "127.0.0.1", port, security: "none", username: "", fromAddress: "studio@example.com", fromName: "Elena Marsh Studio", ...over,
  });

const mails = () => sql<{ id: number; toAddress: string; subject: string; bodyText: string; bodyHtml: string; templateKey: string; status: string; transport: string | null; attempts: number; lastError: string | null; replyTo: string | null }[]>`
  select id, to_address, subject, body_text, body_html, template_key, status, transport, attempts, last_error, reply_to from mail_log order by id`;

dbTest("a paid order mails the buyer a confirmation and the studio a notice, once each, through the event subscriber", async () => {
  await sql`delete from mail_log`;
  await sql`delete from outbox`;
  const orderId = await buyThroughCheckout();
  await relayToMailer(sql, 2);
  let queued = await mails();
  assert.deepEqual(queued.map((m) => [m.templateKey, m.toAddress, m.status]), [
    ["order_confirmation", "ada@example.com", "queued"],
    ["order_notice", "studio@example.com", "queued"],
  ]);
  const [confirmation, notice] = queued;
  assert.equal(confirmation.subject, `Your order #${orderId} is confirmed`);
  assert.match(confirmation.bodyText, /Dear Ada Collector,/);
  assert.match(confirmation.bodyText, /1 × Morning <Tide> \(original\) — \$1,200\.00\n2 × Harbour print — \$90\.00/);
  assert.match(confirmation.bodyText, /Subtotal: \$1,290\.00\nShipping: \$15\.00\nTotal: \$1,305\.00/);
  assert.match(confirmation.bodyText, /Ada Collector\n1 Harbour Road\nPortland, ME 04101\nUnited States/);
  assert.match(confirmation.bodyHtml, /Morning &lt;Tide&gt;/, "values are escaped in the HTML part");
  assert.doesNotMatch(confirmation.bodyHtml, /<Tide>/);
  assert.equal(notice.subject, `New order #${orderId} from Ada Collector — $1,305.00`);
  assert.equal(notice.replyTo, "ada@example.com");
  assert.match(notice.bodyText, new RegExp(`Open the order: https://studio.example/admin/orders/${orderId}`));
  assert.match(notice.bodyText, /Notes: Gift <wrap> please/);

  // The same events again (a redelivery): nothing new is queued.
  await sql`update outbox set published_at = null`;
  await relayToMailer(sql, 3);
  assert.equal((await mails()).length, 2);

  // Without SMTP the mailer "sends" to the log and marks them sent.
  assert.deepEqual(await deliverDueMail(sql, quietSource), { sent: 2, failed: 0 });
  queued = await mails();
  assert.deepEqual(queued.map((m) => [m.status, m.transport, m.attempts]), [["sent", "log", 1], ["sent", "log", 1]]);
  assert.deepEqual(await deliverDueMail(sql, quietSource), { sent: 0, failed: 0 });
});

dbTest("a payment for an original that was sold meanwhile: the buyer hears of the refund and the studio is told", async () => {
  await sql`delete from mail_log`;
  await sql`delete from outbox`;
  const artworkId = await insertArtwork(sql, { title: "Gone" });
  const productId = await insertProduct(sql, { title: "Gone", type: "originals", subtype: "Oil Paintings", stock: 1, priceCents: 50_000, artworkId });
  const [a, b] = [token(), token()];
  await post("/api/cart/reserve", { productId, cartToken: a });
  const order = await post("/api/orders", {
    customerName: "Late Buyer", customerEmail: "late@example.com", shippingStreetAddress: "2 Quay", shippingCity: "Portland",
    shippingState: "ME", shippingZipCode: "04101", billingSameAsShipping: true, shippingZoneId: zoneId, cartToken: a,
    cartItems: [{ productId, quantity: 1 }],
  });
  const intent = await post("/api/create-payment-intent", { orderId: order.body.order.id, cartToken: a });
  // The hold lapses and another collector takes the painting first.
  await sql`update reservations set expires_at = now() - interval '1 second' where product_id = ${productId}`;
  assert.equal((await post("/api/cart/reserve", { productId, cartToken: b })).status, 200);
  const pay = await post("/api/payments/test/confirm", { paymentIntentId: intent.body.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
  assert.equal(pay.body.status, "failed");
  await relayToMailer(sql, 2);
  const queued = await mails();
  assert.deepEqual(queued.map((m) => [m.templateKey, m.toAddress]), [
    ["order_refunded", "late@example.com"],
    ["payment_auto_refunded", "studio@example.com"],
  ]);
  assert.match(queued[0].bodyText, /has been refunded in full \(\$510\.00\)/);
  assert.match(queued[0].bodyText, /An item in your order was sold while your payment was being processed\./);
});

dbTest("SMTP: mail goes through a real SMTP server with the stored (encrypted) password and extra headers", async () => {
  await sql`delete from mail_log`;
  const smtp = await startSmtp(0, { user: "studio", pass: "s3cret-pass" });
  try {
    const saved = await useSmtp(smtp.port, { username: "studio", password: "s3cret-pass" });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.hasPassword, true);
    assert.equal("password" in saved.body, false, "the password is never sent back");
    const [{ value }] = await sql<{ value: string }[]>`select value from api_configurations where key = 'smtp'`;
    assert.doesNotMatch(value, /s3cret-pass/, "stored encrypted");

    // Saving again without a password keeps the stored one.
    assert.equal((await useSmtp(smtp.port, { username: "studio" })).body.hasPassword, true);

    await queueMail(sql, { subject: "Hello über", text: "Plain body", html: "<p>Plain body</p>" },
      { to: "reader@example.com", dedupeKey: "smtp-test-1", headers: { "List-Unsubscribe": "<https://studio.example/u/abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } });
    assert.deepEqual(await deliverDueMail(sql, source), { sent: 1, failed: 0 });
    assert.equal(smtp.received.length, 1);
    const got = smtp.received[0];
    assert.equal(got.from, "studio@example.com");
    assert.deepEqual(got.to, ["reader@example.com"]);
    assert.match(got.raw, /^From: "?Elena Marsh Studio"? <studio@example\.com>/m);
    assert.match(got.raw, /^Subject: =\?UTF-8\?Q\?Hello_=C3=BCber\?=/m);
    assert.match(got.raw, /^List-Unsubscribe: <https:\/\/studio\.example\/u\/abc>/m);
    assert.match(got.raw, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    assert.match(got.raw, /Plain body/);
    const [row] = await mails();
    assert.deepEqual([row.status, row.transport], ["sent", "smtp"]);

    // A wrong password: the server refuses, the mail waits for a retry, nothing is lost.
    await useSmtp(smtp.port, { username: "studio", password: "wrong" });
    await queueMail(sql, { subject: "Second", text: "x", html: "x" }, { to: "reader@example.com", dedupeKey: "smtp-test-2" });
    assert.deepEqual(await deliverDueMail(sql, source), { sent: 0, failed: 1 });
    const [, second] = await mails();
    assert.equal(second.status, "queued");
    assert.match(second.lastError!, /Invalid username or password/);
  } finally {
    await smtp.close();
    await admin("PUT", "/api/admin/smtp", { enabled: false, host: "", port: 587, security: "starttls", username: "", password: "", fromAddress: "studio@example.com", fromName: "" });
  }
});

dbTest("an SMTP outage: the mail is retried with back-off and delivered once the server is back", async () => {
  await sql`delete from mail_log`;
  const port = freePort();
  await useSmtp(port);
  await queueMail(sql, { subject: "During the outage", text: "Still arrives", html: "<p>Still arrives</p>" }, { to: "ada@example.com", dedupeKey: "outage-1" });
  assert.deepEqual(await deliverDueMail(sql, source), { sent: 0, failed: 1 });
  const [{ status, attempts, lastError, waitS }] = await sql<{ status: string; attempts: number; lastError: string; waitS: number }[]>`
    select status, attempts, last_error, extract(epoch from next_attempt_at - now())::int as wait_s from mail_log`;
  assert.deepEqual([status, attempts], ["queued", 1]);
  assert.match(lastError, /ECONNREFUSED|connect/i);
  assert.ok(waitS >= 25 && waitS <= 30, `next attempt in ${waitS}s`);
  assert.deepEqual(await deliverDueMail(sql, source), { sent: 0, failed: 0 }, "not due yet");

  const smtp = await startSmtp(port);
  try {
    await sql`update mail_log set next_attempt_at = now()`; // the back-off has passed
    assert.deepEqual(await deliverDueMail(sql, source), { sent: 1, failed: 0 });
    assert.equal(smtp.received.length, 1);
    assert.match(smtp.received[0].raw, /Subject: During the outage/);
    const [row] = await mails();
    assert.deepEqual([row.status, row.attempts, row.lastError], ["sent", 2, null]);
  } finally {
    await smtp.close();
  }

  // Past the last attempt a mail is marked failed; the owner can send it again.
  await queueMail(sql, { subject: "Never", text: "x", html: "x" }, { to: "ada@example.com", dedupeKey: "outage-2" });
  await sql`update mail_log set attempts = ${MAX_ATTEMPTS - 1} where dedupe_key = 'outage-2'`;
  await deliverDueMail(sql, source);
  const [failed] = await sql<{ id: number; status: string }[]>`select id, status from mail_log where dedupe_key = 'outage-2'`;
  assert.equal(failed.status, "failed");
  const retried = await admin("POST", `/api/admin/mail-log/${failed.id}/retry`);
  assert.deepEqual([retried.status, retried.body.status, retried.body.attempts], [200, "queued", 0]);
  assert.deepEqual(await admin("POST", `/api/admin/mail-log/${(await mails())[0].id}/retry`),
    { status: 409, body: { error: "This mail has already been sent" } });
  await admin("PUT", "/api/admin/smtp", { enabled: false, host: "", port: 587, security: "starttls", username: "", fromAddress: "studio@example.com", fromName: "" });
});

dbTest("email templates: the owner rewords a mail, unknown variables are refused, a switched-off mail is not sent", async () => {
  const list = await admin("GET", "/api/admin/email-templates");
  assert.equal(list.status, 200);
  assert.deepEqual(list.body.map((t: { templateKey: string }) => t.templateKey), [
    "order_confirmation", "order_notice", "order_refunded", "order_shipped", "payment_auto_refunded", "contact_received",
    "commission_received", "newsletter_confirm", "password_reset",
  ]);
  assert.deepEqual(await admin("GET", "/api/admin/email-templates/nope"), { status: 404, body: { error: "Email template not found" } });

  const bad = await admin("PUT", "/api/admin/email-templates/order_confirmation", { subject: "Order {{orderNumber}}", content: "Hi {{customerName}}", isActive: true });
  assert.equal(bad.status, 400);
  assert.match(bad.body.fields.subject, /^Unknown variable \{\{orderNumber\}\}\. This email can use \{\{customerName\}\}, \{\{orderId\}\}/);
  const empty = await admin("PUT", "/api/admin/email-templates/order_confirmation", { subject: " ", content: "x", isActive: true });
  assert.deepEqual([empty.status, empty.body.fields.subject], [400, "Subject is required"]);

  const saved = await admin("PUT", "/api/admin/email-templates/order_confirmation", { subject: "Thank you, {{customerName}}!", content: "Order {{orderId}}: {{total}}", isActive: true });
  assert.equal(saved.status, 200);
  assert.equal(saved.body.subject, "Thank you, {{customerName}}!");

  await sql`delete from mail_log`;
  await sql`delete from outbox`;
  const orderId = await buyThroughCheckout();
  await relayToMailer(sql, 2);
  const [confirmation] = await mails();
  assert.equal(confirmation.subject, "Thank you, Ada Collector!");
  assert.equal(confirmation.bodyText, `Order ${orderId}: $1,305.00`);

  // Switched off: no confirmation; the studio's notice still goes.
  await admin("PUT", "/api/admin/email-templates/order_confirmation", { subject: "x", content: "x", isActive: false });
  await sql`delete from mail_log`;
  await sql`delete from outbox`;
  await buyThroughCheckout();
  await relayToMailer(sql, 1);
  assert.deepEqual((await mails()).map((m) => m.templateKey), ["order_notice"]);

  const reset = await admin("POST", "/api/admin/email-templates/order_confirmation/reset");
  assert.equal(reset.body.subject, "Your order #{{orderId}} is confirmed");
  assert.equal(reset.body.isActive, false, "reset keeps the switch");
  await admin("PUT", "/api/admin/email-templates/order_confirmation", { ...reset.body, isActive: true });
});

dbTest("mail log and SMTP settings: listed for the owner, validated, test mail reports the server's answer", async () => {
  const log = await admin("GET", "/api/admin/mail-log?q=STUDIO@");
  assert.equal(log.status, 200);
  assert.ok(log.body.mails.length > 0 && log.body.mails.every((m: { toAddress: string }) => m.toAddress === "studio@example.com"));
  const detail = await admin("GET", `/api/admin/mail-log/${log.body.mails[0].id}`);
  assert.equal(typeof detail.body.bodyText, "string");
  assert.equal((await admin("GET", "/api/admin/mail-log?status=nope")).status, 400);

  const invalid = await admin("PUT", "/api/admin/smtp", { enabled: true, host: "", port: 70000, security: "starttls", username: "", fromAddress: "nope", fromName: "" });
  assert.equal(invalid.status, 400);
  assert.deepEqual(invalid.body.fields, { host: "Host is required to send through SMTP", port: "Port must be between 1 and 65535", fromAddress: "Please enter a valid email address" });
  const noHost = await admin("PUT", "/api/admin/smtp", { enabled: true, host: "", port: 587, security: "starttls", username: "", fromAddress: "a@b.co", fromName: "" });
  assert.deepEqual(noHost.body.fields, { host: "Host is required to send through SMTP" });

  assert.deepEqual(await admin("POST", "/api/admin/smtp/test", { to: "owner@example.com" }), { status: 200, body: { transport: "log" } });
  await useSmtp(freePort());
  const down = await admin("POST", "/api/admin/smtp/test", { to: "owner@example.com" });
  assert.equal(down.status, 503);
  assert.match(down.body.error, /^The mail server did not accept the test email: .*(ECONNREFUSED|connect)/i);
  await admin("PUT", "/api/admin/smtp", { enabled: false, host: "", port: 587, security: "starttls", username: "", fromAddress: "studio@example.com", fromName: "" });

  for (const path of ["/api/admin/email-templates", "/api/admin/mail-log", "/api/admin/smtp"]) {
    assert.equal((await api.request(path)).status, 401, path);
  }
});

dbTest("close", close);
