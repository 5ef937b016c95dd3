import assert from "node:assert/strict";
import { ensureTemplates } from "../src/domains/mail/ensure-templates.ts";
import { createOwner, dbTest, openTestDb, relayToMailer, testApi } from "./helpers.ts";

const { sql, close } = await openTestDb();
await ensureTemplates(sql);
await createOwner(sql);
const api = testApi(sql);
const admin = api.signedIn(await api.login());

await sql`insert into settings (key, value) values ('contact_email', 'studio@example.com'), ('studio_name', 'Elena Marsh Studio')`;

const call = async (method: string, path: string, json?: unknown) => {
  const res = await api.request(path, { method, json });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};
const post = (path: string, json: unknown) => call("POST", path, json);

const mails = () => sql<{ toAddress: string; subject: string; bodyText: string; bodyHtml: string; templateKey: string; replyTo: string | null; headers: Record<string, string> }[]>`
  select to_address, subject, body_text, body_html, template_key, reply_to, headers from mail_log order by id`;

async function fresh() {
  await sql`delete from mail_log`;
  await sql`delete from outbox`;
  await sql`delete from rate_limits`;
}

/** The token in the newsletter confirmation link of the last mail to `email`. */
async function confirmToken(email: string): Promise<string> {
  const [mail] = await sql<{ bodyText: string }[]>`select body_text from mail_log where to_address = ${email} and template_key = 'newsletter_confirm' order by id desc limit 1`;
  const match = /\/newsletter\/confirm\?token=([\w%-]+)/.exec(mail.bodyText);
  assert.ok(match, mail.bodyText);
  return decodeURIComponent(match[1]);
}

const CONTACT = { name: "Ada Collector", email: "ada@example.com", subject: "Studio visit", message: "Could I visit the studio <next> month?" };

dbTest("contact: every field is validated with the spec's messages and nothing is stored", async () => {
  await fresh();
  const bad = await post("/api/contact", { name: "", email: "not-an-email", subject: " ", message: "too short" });
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.fields, {
    name: "Name is required",
    email: "Please enter a valid email address",
    subject: "Subject is required",
    message: "Message must be at least 10 characters",
  });
  assert.equal((await post("/api/contact", { ...CONTACT, message: "x".repeat(5001) })).body.fields.message, "Message can be at most 5,000 characters");
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from contact_messages`;
  assert.equal(n, 0);
});

dbTest("contact: a message is stored and the studio is mailed (reply-to the visitor); the inbox shows it unread", async () => {
  await fresh();
  const res = await post("/api/contact", CONTACT);
  assert.equal(res.status, 201);
  assert.equal(res.body.message, "Thank you for your message! We will get back to you soon.");
  await relayToMailer(sql, 1);
  const [mail] = await mails();
  assert.equal(mail.templateKey, "contact_received");
  assert.equal(mail.toAddress, "studio@example.com");
  assert.equal(mail.replyTo, "ada@example.com");
  assert.equal(mail.subject, "New message from Ada Collector: Studio visit");
  assert.match(mail.bodyText, /Could I visit the studio <next> month\?/);
  assert.match(mail.bodyHtml, /studio &lt;next&gt; month/);
  assert.match(mail.bodyText, /https:\/\/studio\.example\/admin\/inquiry\/\d+/);
  // Nobody ticked the newsletter box: no subscriber.
  assert.equal((await sql`select 1 from subscribers`).length, 0);

  const inbox = await admin("GET", "/api/admin/inquiries");
  assert.equal(inbox.status, 200);
  assert.equal(inbox.body.unread, 1);
  const [item] = inbox.body.inquiries;
  assert.deepEqual([item.name, item.email, item.subject, item.readAt, item.subscribeToNewsletter], ["Ada Collector", "ada@example.com", "Studio visit", null, false]);

  const read = await admin("PATCH", `/api/admin/inquiries/${item.id}`, { read: true });
  assert.ok(read.body.readAt);
  assert.equal((await admin("GET", "/api/admin/inquiries?filter=unread")).body.total, 0);
  assert.equal((await admin("PATCH", `/api/admin/inquiries/${item.id}`, { read: false })).body.readAt, null);
  assert.equal((await admin("GET", "/api/admin/inquiries?filter=unread&q=studio")).body.total, 1);
  assert.equal((await admin("GET", "/api/admin/inquiries?q=nothing-like-this")).body.total, 0);

  // The owner replies from the admin: queued to the visitor, reply-to the studio, the message quoted, kept in the thread.
  assert.equal((await admin("POST", `/api/admin/inquiries/${item.id}/replies`, { subject: "", body: "" })).body.fields.subject, "Subject is required");
  const replied = await admin("POST", `/api/admin/inquiries/${item.id}/replies`, { subject: "Re: Studio visit", body: "Of course! Saturdays suit me best." });
  assert.equal(replied.status, 201);
  assert.ok(replied.body.repliedAt && replied.body.readAt);
  assert.equal(replied.body.replies.length, 1);
  assert.equal(replied.body.replies[0].mailStatus, "queued");
  const reply = (await mails()).at(-1)!;
  assert.deepEqual([reply.toAddress, reply.subject, reply.replyTo, reply.templateKey], ["ada@example.com", "Re: Studio visit", "studio@example.com", "reply"]);
  assert.match(reply.bodyText, /^Of course! Saturdays suit me best\.\n\n—\nElena Marsh Studio\n\nOn \w+ \d+, \d{4}, Ada Collector wrote:\n> Could I visit the studio <next> month\?$/);

  assert.equal((await admin("DELETE", `/api/admin/inquiries/${item.id}`)).status, 204);
  assert.equal((await admin("GET", `/api/admin/inquiries/${item.id}`)).status, 404);
  const [audit] = await sql<{ action: string }[]>`select action from audit_log where entity = 'contact_message' order by id desc limit 1`;
  assert.equal(audit.action, "delete");
});

dbTest("newsletter: double opt-in, harmless repeats, confirmation link, one-click unsubscribe", async () => {
  await fresh();
  assert.equal((await post("/api/newsletter", { email: "nope" })).body.fields.email, "Please enter a valid email address");
  const first = await post("/api/newsletter", { email: "Reader@Example.com" });
  assert.equal(first.status, 200);
  assert.equal(first.body.message, "Thank you! Please check your inbox and confirm your subscription.");
  let [sub] = await sql<{ status: string; confirmTokenHash: string }[]>`select status, confirm_token_hash from subscribers`;
  assert.equal(sub.status, "pending", "not active before confirming");
  const [mail] = await mails();
  assert.equal(mail.templateKey, "newsletter_confirm");
  assert.equal(mail.subject, "Please confirm your subscription to Elena Marsh Studio");
  const token = await confirmToken("Reader@Example.com");
  assert.notEqual(sub.confirmTokenHash, token, "only the token's hash is stored");

  // A repeat (any case) right away: same answer, no second mail, still one subscriber.
  assert.equal((await post("/api/newsletter", { email: "reader@example.com" })).body.message, first.body.message);
  assert.equal((await mails()).length, 1);
  assert.equal((await sql`select 1 from subscribers`).length, 1);

  assert.equal((await post("/api/newsletter/confirm", { token: "x".repeat(43) })).status, 404);
  const confirmed = await post("/api/newsletter/confirm", { token });
  assert.deepEqual([confirmed.status, confirmed.body.message], [200, "Your subscription is confirmed. Thank you for following the studio!"]);
  assert.equal((await post("/api/newsletter/confirm", { token })).status, 200, "opening the link twice is harmless");
  [sub] = await sql`select status from subscribers`;
  assert.equal(sub.status, "active");
  // Subscribing again while active sends nothing.
  await post("/api/newsletter", { email: "reader@example.com" });
  assert.equal((await mails()).length, 1);

  // A newsletter carries the RFC 8058 headers; a mail client's one-click POST unsubscribes.
  const sent = await admin("POST", "/api/admin/newsletters", { subject: "New paintings", content: "Three new harbour paintings are up." });
  assert.deepEqual(sent.body.recipientCount, 1);
  const letter = (await mails()).at(-1)!;
  assert.equal(letter.headers["List-Unsubscribe-Post"], "List-Unsubscribe=One-Click");
  const target = /^<https?:\/\/[^>]+(\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(letter.headers["List-Unsubscribe"]);
  assert.ok(target, letter.headers["List-Unsubscribe"]);
  assert.match(letter.bodyText, /^Three new harbour paintings are up\.\n\n—\nElena Marsh Studio · https?:\/\/\S+\nYou receive this because .* Unsubscribe with one click: https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+$/);

  const forged = target[1].replace(/token=(\d+)\.[\w-]+/, "token=$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  const refused = await api.request(forged, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
  assert.equal(refused.status, 400);
  for (let i = 0; i < 2; i++) {
    const res = await api.request(target[1], { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).message, "You are unsubscribed and will receive no more newsletters.");
  }
  [sub] = await sql`select status from subscribers`;
  assert.equal(sub.status, "unsubscribed");
  assert.equal((await post("/api/newsletter/confirm", { token })).status, 404, "an old confirmation link does not subscribe again");
  assert.equal((await admin("POST", "/api/admin/newsletters", { subject: "More", content: "More news." })).body.error, "There are no confirmed subscribers yet.");

  // Subscribing again starts over with a new confirmation.
  await post("/api/newsletter", { email: "reader@example.com" });
  [sub] = await sql`select status from subscribers`;
  assert.equal(sub.status, "pending");
  assert.notEqual(await confirmToken("reader@example.com"), token);
});

dbTest("contact with the newsletter box ticked sends the confirmation with the message", async () => {
  await fresh();
  await sql`delete from subscribers`;
  assert.equal((await post("/api/contact", { ...CONTACT, email: "bea@example.com", subscribeToNewsletter: true })).status, 201);
  const [sub] = await sql<{ email: string; status: string; source: string }[]>`select email, status, source from subscribers`;
  assert.deepEqual(sub, { email: "bea@example.com", status: "pending", source: "contact" });
  assert.ok(await confirmToken("bea@example.com"));
});

dbTest("commission: the server computes the estimate, saves the location, mails the artist and the auto-reply", async () => {
  await fresh();
  assert.deepEqual((await call("GET", "/api/commission/settings")).body, { paintingMultiplier: 2.5, muralMultiplier: 45 });
  const categories = (await call("GET", "/api/commission/categories")).body;
  assert.deepEqual(categories.map((c: { name: string }) => c.name), ["Paintings", "Murals"]);

  const bad = await post("/api/commission/requests", { customerName: "", customerEmail: "x", subject: "", message: "short" });
  assert.deepEqual(bad.body.fields, {
    customerName: "Name is required", customerEmail: "Please enter a valid email address", subject: "Subject is required",
    message: "Message must be at least 10 characters",
  });

  const base = { customerName: "Cal Buyer", customerEmail: "cal@example.com", subject: "Harbour for our hall", message: "A calm harbour in blues, please." };
  const painting = await post("/api/commission/requests", {
    ...base, location: "Portland, ME", commissionType: "paintings", height: "24", width: "36", estimatedPrice: 1, dimensions: "1 × 1", categoryId: 1,
  });
  assert.equal(painting.status, 201, JSON.stringify(painting.body));
  assert.equal(painting.body.message, "Thank you for your commission request! We will review it and get back to you soon.");
  const mural = await post("/api/commission/requests", { ...base, commissionType: "murals", height: 8.5, width: 12 });
  assert.equal(mural.status, 201);
  const noSize = await post("/api/commission/requests", { ...base, commissionType: "paintings", height: "0", width: "abc" });
  assert.equal(noSize.status, 201);

  const list = await admin("GET", "/api/admin/commission-requests");
  assert.equal(list.body.total, 3);
  assert.equal(list.body.open, 3);
  const [none, m, p] = list.body.requests;
  assert.deepEqual([p.dimensions, p.estimatedPriceCents, p.location, p.categoryName, p.commissionType, p.status], ["24 × 36 in", 216_000, "Portland, ME", "Paintings", "paintings", "pending"]);
  assert.deepEqual([m.dimensions, m.estimatedPriceCents, m.categoryName], ["8.5 × 12 ft", 459_000, "Murals"]);
  assert.deepEqual([none.dimensions, none.estimatedPriceCents], ["", null]);

  await relayToMailer(sql, 6);
  const queued = await mails();
  assert.deepEqual(queued.map((q) => `${q.templateKey} ${q.toAddress}`).sort(), [
    ...Array(3).fill("commission_auto_reply cal@example.com"), ...Array(3).fill("commission_received studio@example.com"),
  ]);
  const notice = queued.find((q) => q.templateKey === "commission_received" && q.bodyText.includes("Portland"))!;
  const autoReply = queued.find((q) => q.templateKey === "commission_auto_reply")!;
  assert.equal(notice.replyTo, "cal@example.com");
  assert.match(notice.bodyText, /Type: Paintings\nSize: 24 × 36 in\nEstimate shown: \$2,160\.00\nLocation: Portland, ME/);
  assert.equal(autoReply.subject, "Thank you for your commission request");
  assert.match(autoReply.bodyText, /within 2-3 business days/);

  // The owner's settings: multipliers, the artist's address, her auto-reply with variables.
  const bad2 = await admin("PUT", "/api/admin/commission-settings", {
    paintingMultiplier: 0, muralMultiplier: 30, artistEmail: "nope", autoReplySubject: "", autoReplyContent: "Hi",
  });
  assert.deepEqual(bad2.body.fields, {
    paintingMultiplier: "Painting price per square inch must be above 0", artistEmail: "Please enter a valid email address",
    autoReplySubject: "Auto-reply subject is required",
  });
  assert.match((await admin("PUT", "/api/admin/commission-settings", {
    paintingMultiplier: 3, muralMultiplier: 30, artistEmail: "", autoReplySubject: "Hi", autoReplyContent: "{{price}}",
  })).body.error, /Unknown variable: \{\{price\}\}/);
  const saved = await admin("PUT", "/api/admin/commission-settings", {
    paintingMultiplier: 3, muralMultiplier: 30, artistEmail: "commissions@example.com",
    autoReplySubject: "Your {{subject}}", autoReplyContent: "Dear {{customerName}},\n\nThank you! — {{siteName}}",
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual((await call("GET", "/api/commission/settings")).body, { paintingMultiplier: 3, muralMultiplier: 30 });
  await sql`delete from mail_log`;
  await post("/api/commission/requests", { ...base, commissionType: "paintings", height: 10, width: 10 });
  await relayToMailer(sql, 2);
  const after = await mails();
  const n2 = after.find((q) => q.templateKey === "commission_received")!;
  const a2 = after.find((q) => q.templateKey === "commission_auto_reply")!;
  assert.equal(n2.toAddress, "commissions@example.com");
  assert.match(n2.bodyText, /Estimate shown: \$300\.00/);
  assert.deepEqual([a2.subject, a2.bodyText, a2.replyTo], ["Your Harbour for our hall", "Dear Cal Buyer,\n\nThank you! — Elena Marsh Studio", "commissions@example.com"]);

  // A closed category refuses requests of its type.
  const murals = categories.find((c: { name: string }) => c.name === "Murals");
  await admin("PUT", `/api/admin/commission-categories/${murals.id}`, { name: "Murals", acceptingCommissions: false });
  const closed = await post("/api/commission/requests", { ...base, commissionType: "murals" });
  assert.deepEqual([closed.status, closed.body.error], [400, "Murals commissions are closed at the moment."]);
});

dbTest("commission requests: the status workflow, quote and notes; replies by email", async () => {
  await fresh();
  await sql`delete from commission_requests`;
  await post("/api/commission/requests", { customerName: "Dee", customerEmail: "dee@example.com", subject: "Portrait", message: "A portrait of our dog." });
  const [{ id }] = (await admin("GET", "/api/admin/commission-requests")).body.requests;
  const patch = (json: unknown) => admin("PATCH", `/api/admin/commission-requests/${id}`, json);

  assert.deepEqual([(await patch({ status: "accepted" })).status, (await patch({ status: "accepted" })).body.error], [409, "A pending request cannot become accepted"]);
  assert.equal((await patch({ status: "quoted" })).body.error, "Enter the quoted price first");
  const quoted = await patch({ status: "quoted", quotedPriceCents: 180_000, adminNotes: "Quoted by phone." });
  assert.deepEqual([quoted.body.status, quoted.body.quotedPriceCents, quoted.body.adminNotes], ["quoted", 180_000, "Quoted by phone."]);
  for (const status of ["accepted", "in_progress", "completed"]) assert.equal((await patch({ status })).body.status, status);
  assert.equal((await patch({ status: "declined" })).status, 409, "a completed request stays completed");
  assert.equal((await patch({ adminNotes: "Delivered." })).body.adminNotes, "Delivered.");
  assert.equal((await admin("GET", "/api/admin/commission-requests?status=completed")).body.total, 1);
  assert.equal((await admin("GET", "/api/admin/commission-requests")).body.open, 0);
  assert.equal((await patch({ status: "finished" })).status, 400);

  const replied = await admin("POST", `/api/admin/commission-requests/${id}/replies`, { subject: "Re: Portrait", body: "Here is my quote." });
  assert.equal(replied.status, 201);
  assert.equal(replied.body.replies[0].body, "Here is my quote.");
  const detail = await admin("GET", `/api/admin/commission-requests/${id}`);
  assert.equal(detail.body.replies.length, 1);
  assert.equal((await mails()).at(-1)!.toAddress, "dee@example.com");
  const audits = await sql<{ detail: { status?: { from: string; to: string } } }[]>`
    select detail from audit_log where entity = 'commission_request' and detail ? 'status' order by id`;
  assert.deepEqual(audits.map((a) => a.detail.status!.to), ["quoted", "accepted", "in_progress", "completed"]);
});

dbTest("commission categories: add, rename, duplicates, subcategories, order, delete", async () => {
  const cats = () => admin("GET", "/api/admin/commission-categories").then((r) => r.body as { id: number; name: string; subcategories: { id: number; name: string }[] }[]);
  const created = await admin("POST", "/api/admin/commission-categories", { name: "Sculpture", acceptingCommissions: true });
  assert.equal(created.status, 201);
  assert.equal((await admin("POST", "/api/admin/commission-categories", { name: "Sculpture" })).body.error, 'There is already a category named "Sculpture"');
  assert.equal((await admin("POST", "/api/admin/commission-categories", { name: " " })).body.fields.name, "Name is required");
  const a = await admin("POST", `/api/admin/commission-categories/${created.body.id}/subcategories`, { name: "Bronze" });
  const b = await admin("POST", `/api/admin/commission-categories/${created.body.id}/subcategories`, { name: "Wood" });
  assert.equal((await admin("POST", "/api/admin/commission-categories/99999/subcategories", { name: "X" })).status, 404);
  let list = await cats();
  assert.deepEqual(list.map((c) => c.name), ["Paintings", "Murals", "Sculpture"]);
  assert.deepEqual(list[2].subcategories.map((s) => s.name), ["Bronze", "Wood"]);

  await admin("PUT", `/api/admin/commission-categories/${created.body.id}/subcategories/order`, { ids: [b.body.id, a.body.id] });
  const ids = list.map((c) => c.id);
  await admin("PUT", "/api/admin/commission-categories/order", { ids: [ids[2], ids[0], ids[1]] });
  assert.equal((await admin("PUT", "/api/admin/commission-categories/order", { ids: [ids[0]] })).status, 409);
  await admin("PUT", `/api/admin/commission-subcategories/${a.body.id}`, { name: "Cast bronze", acceptingCommissions: false });
  list = await cats();
  assert.deepEqual(list.map((c) => c.name), ["Sculpture", "Paintings", "Murals"]);
  assert.deepEqual(list[0].subcategories.map((s) => s.name), ["Wood", "Cast bronze"]);
  // The public list is the same one.
  assert.deepEqual((await call("GET", "/api/commission/categories")).body, list);

  assert.equal((await admin("DELETE", `/api/admin/commission-categories/${created.body.id}`)).status, 204);
  assert.equal((await sql`select 1 from commission_subcategories where name in ('Wood', 'Cast bronze')`).length, 0);
  const events = await sql<{ subject: string }[]>`select subject from outbox where subject = 'domain.commission_category.changed'`;
  assert.ok(events.length >= 6);
});

dbTest("subscribers: list, search, CSV export (spreadsheet-safe), delete", async () => {
  await sql`delete from subscribers`;
  await sql`insert into subscribers (email, status, source, confirmed_at) values
    ('amy@example.com', 'active', 'newsletter', now()), ('=cmd@example.com', 'pending', 'contact', null), ('zed@example.com', 'unsubscribed', 'newsletter', now())`;
  const page = await admin("GET", "/api/admin/subscribers");
  assert.deepEqual([page.body.total, page.body.active], [3, 1]);
  assert.equal((await admin("GET", "/api/admin/subscribers?status=active")).body.subscribers[0].email, "amy@example.com");
  assert.equal((await admin("GET", "/api/admin/subscribers?q=zed")).body.total, 1);
  const cookie = await api.login();
  const csv = await api.request("/api/admin/subscribers.csv", { headers: { cookie } });
  assert.equal(csv.headers.get("content-type"), "text/csv; charset=utf-8");
  assert.match(csv.headers.get("content-disposition")!, /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  assert.equal(lines[0], "email,status,source,confirmed_at,subscribed_at");
  assert.match(lines[1], /^amy@example\.com,active,newsletter,\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-/);
  assert.match(lines[2], /^'=cmd@example\.com,pending,contact,,\d{4}-/, "a cell starting with = is not a formula");
  assert.equal(lines.length, 4);
  assert.equal((await api.request("/api/admin/subscribers.csv")).status, 401);
  const [{ id }] = page.body.subscribers;
  assert.equal((await admin("DELETE", `/api/admin/subscribers/${id}`)).status, 204);
  assert.equal((await admin("DELETE", `/api/admin/subscribers/${id}`)).status, 404);
});

dbTest("public forms are rate-limited per address", async () => {
  await fresh();
  for (let i = 0; i < 10; i++) assert.equal((await post("/api/contact", CONTACT)).status, 201);
  const limited = await post("/api/contact", CONTACT);
  assert.equal(limited.status, 429);
  assert.match(limited.body.error, /^Too many attempts\. Try again in \d+ minutes?\.$/);
  await sql`delete from rate_limits`;
});

dbTest("close", () => close());
