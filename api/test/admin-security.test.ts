import assert from "node:assert/strict";
import { parseConfig } from "../src/config.ts";
import { ensureTemplates } from "../src/domains/mail/ensure-templates.ts";
import { totpCode } from "../src/domains/admin/totp.ts";
import { RESET_INVALID, RESET_REQUESTED } from "../src/domains/admin/password-reset.ts";
import { createApi } from "../src/http/app.ts";
import { createTestProvider } from "../src/domains/payments/test-provider.ts";
import { createOwner, dbTest, openTestDb, OWNER, testApi, testConfig, testSecrets } from "./helpers.ts";

const { sql, close } = await openTestDb();
await ensureTemplates(sql);
const ownerId = await createOwner(sql);
await sql`update users set email = 'owner@example.com' where id = ${ownerId}`;
const api = testApi(sql);

const FETCH = { "x-requested-with": "fetch" };
const cookieOf = (res: Response, name: string) =>
  res.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith(`${name}=`));

async function post(path: string, json: unknown, cookie = "") {
  const res = await api.request(path, { method: "POST", json, headers: { ...FETCH, cookie } });
  return { res, status: res.status, body: await res.json() };
}

const signIn = (over: Record<string, unknown> = {}, cookie = "") =>
  post("/api/admin/login", { username: OWNER.username, password: OWNER.password, ...over }, cookie);

/** Signs in (password only) and returns the session cookie. */
async function session(): Promise<string> {
  const { res, status } = await signIn();
  assert.equal(status, 200);
  return cookieOf(res, "sid")!;
}

const fresh = async () => {
  await sql`delete from rate_limits`;
  await sql`delete from mail_log`;
};

dbTest("a wrong password or unknown user gets one message; the attempt is audited", async () => {
  await fresh();
  for (const body of [{ password: "wrong-password" }, { username: "nobody" }]) {
    const { status, body: res } = await signIn(body);
    assert.deepEqual([status, res], [401, { error: "Invalid username or password" }]);
  }
  const [failed] = await sql<{ action: string; ip: string }[]>`select action, ip from audit_log where action = 'login_failed' order by id limit 1`;
  assert.deepEqual(failed, { action: "login_failed", ip: "local" });
});

dbTest("login attempts are limited per account with a clear wait message", async () => {
  await fresh();
  for (let i = 0; i < 10; i++) assert.equal((await signIn({ password: "wrong" })).status, 401);
  const locked = await signIn();
  assert.equal(locked.status, 429);
  assert.match(locked.body.error, /^Too many attempts\. Try again in \d+ minutes?\.$/);
  await fresh();
  assert.equal((await signIn()).status, 200);
});

dbTest("each login gets a fresh session id; the old one stops working; idle and absolute expiry sign out", async () => {
  await fresh();
  const first = await session();
  const again = await signIn({}, first);
  const second = cookieOf(again.res, "sid")!;
  assert.notEqual(second, first);
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: first } })).status, 401);
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: second } })).status, 200);
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from sessions where id_hash = ${second.slice(4)}`;
  assert.equal(row.n, 0, "only the hash of the id is stored");

  await sql`update sessions set idle_expires_at = now() - interval '1 second'`;
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: second } })).status, 401);
  const third = await session();
  await sql`update sessions set absolute_expires_at = now() - interval '1 second'`;
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: third } })).status, 401);
});

dbTest("two-step sign-in: enrol, code required, each code once, a stale code refused, trusted device skips it until it expires", async () => {
  await fresh();
  const cookie = await session();
  const admin = api.signedIn(cookie);
  const setup = await admin("POST", "/api/admin/mfa/setup");
  assert.equal(setup.status, 200);
  assert.match(setup.body.otpauthUri, /^otpauth:\/\/totp\/.*\?secret=[A-Z2-7]+&issuer=/);
  assert.match(setup.body.qrSvg, /^<svg/);
  const secret: string = setup.body.secret;
  const [stored] = await sql<{ pending: string }[]>`select mfa_pending_secret as pending from users where id = ${ownerId}`;
  assert.ok(stored.pending.startsWith("v1:") && !stored.pending.includes(secret), "the secret is stored encrypted");

  assert.deepEqual(await admin("POST", "/api/admin/mfa/confirm", { code: "000000" }),
    { status: 400, body: { error: "Invalid verification code", fields: { code: "Invalid verification code" } } });
  const enrolCode = await totpCode(secret);
  assert.equal((await admin("POST", "/api/admin/mfa/confirm", { code: enrolCode })).status, 200);

  // Password alone now asks for the code, without opening a session.
  const step1 = await signIn();
  assert.deepEqual([step1.status, step1.body.requireMfa, step1.body.success], [200, true, false]);
  assert.equal(cookieOf(step1.res, "sid"), undefined);
  // The code used to enrol cannot be used again.
  assert.deepEqual((await signIn({ mfaCode: enrolCode })).body, { error: "Invalid verification code" });

  await sql`update users set mfa_last_step = null`; // forget the enrolment step to test the window itself
  const stale = await totpCode(secret, Date.now() - 95_000);
  assert.deepEqual((await signIn({ mfaCode: stale })).body, { error: "Invalid verification code" }, "older than one step");
  await sql`delete from rate_limits`;

  const previousStep = await totpCode(secret, Date.now() - 30_000);
  const ok = await signIn({ mfaCode: previousStep, rememberDevice: true });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.deepEqual(ok.body, { success: true, message: "Signed in", requireMfa: false });
  const device = cookieOf(ok.res, "tdid")!;
  assert.ok(device);
  assert.match(ok.res.headers.getSetCookie().find((c) => c.startsWith("tdid="))!, /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/i);
  assert.deepEqual((await signIn({ mfaCode: previousStep })).body, { error: "Invalid verification code" }, "replay refused");

  // The trusted device signs in with the password alone.
  const trusted = await signIn({}, device);
  assert.equal(trusted.body.success, true);
  const security = await api.signedIn(`${cookieOf(trusted.res, "sid")}; ${device}`)("GET", "/api/admin/account-security");
  assert.equal(security.body.mfaEnabled, true);
  assert.equal(security.body.devices.length, 1);
  assert.equal(security.body.devices[0].current, true);

  // Expired trust: the code is asked again.
  await sql`update trusted_devices set expires_at = now() - interval '1 second'`;
  assert.equal((await signIn({}, device)).body.requireMfa, true);
  await sql`update trusted_devices set expires_at = now() + interval '1 day'`;

  // Revoked: the same.
  const main = await api.signedIn(cookieOf(trusted.res, "sid")!);
  assert.equal((await main("DELETE", `/api/admin/trusted-devices/${security.body.devices[0].id}`)).status, 200);
  assert.equal((await signIn({}, device)).body.requireMfa, true);

  // Turning it off needs the password and a current code.
  await sql`delete from rate_limits`;
  await sql`update users set mfa_last_step = null`;
  const wrongPassword = await main("POST", "/api/admin/mfa/disable", { password: "nope", code: await totpCode(secret) });
  assert.deepEqual(wrongPassword, { status: 400, body: { error: "Wrong password", fields: { password: "Wrong password" } } });
  assert.equal((await main("POST", "/api/admin/mfa/disable", { password: OWNER.password, code: await totpCode(secret) })).status, 200);
  assert.equal((await signIn()).body.success, true);
});

dbTest("MFA codes are limited per account", async () => {
  await fresh();
  const admin = api.signedIn(await session());
  const { body } = await admin("POST", "/api/admin/mfa/setup");
  await admin("POST", "/api/admin/mfa/confirm", { code: await totpCode(body.secret) });
  await sql`delete from rate_limits`;
  for (let i = 0; i < 5; i++) assert.equal((await signIn({ mfaCode: "123456" })).status, 401);
  assert.equal((await signIn({ mfaCode: "123456" })).status, 429);
  await sql`update users set mfa_enabled = false, mfa_secret = null, mfa_last_step = null`;
});

dbTest("password reset: same answer for any email, a mailed single-use 6-digit code, 15 minutes, 5 tries", async () => {
  await fresh();
  const other = await session();
  const unknown = await post("/api/admin/reset-password", { email: "stranger@example.com" });
  assert.deepEqual(unknown.body, { success: true, message: RESET_REQUESTED });
  assert.equal((await sql`select 1 from mail_log`).length, 0, "nothing mailed for an unknown address");

  const known = await post("/api/admin/reset-password", { email: "OWNER@example.com" });
  assert.deepEqual(known.body, unknown.body);
  const [mail] = await sql<{ toAddress: string; subject: string; bodyText: string }[]>`select to_address, subject, body_text from mail_log`;
  assert.deepEqual([mail.toAddress, mail.subject], ["owner@example.com", "Your password reset code"]);
  const code = mail.bodyText.match(/\b(\d{6})\b/)![1];
  const [reset] = await sql<{ codeHash: string }[]>`select code_hash from password_resets order by id desc limit 1`;
  assert.ok(!reset.codeHash.includes(code), "only a hash is stored");

  const weak = await post("/api/admin/apply-reset", { resetCode: code, newPassword: "short" });
  assert.equal(weak.status, 400);
  assert.equal(weak.body.fields.newPassword, "Password must be at least 8 characters");
  const wrong = await post("/api/admin/apply-reset", { email: "owner@example.com", resetCode: code === "000000" ? "000001" : "000000", newPassword: "New-password-1" });
  assert.deepEqual([wrong.status, wrong.body.error], [400, RESET_INVALID]);
  const ok = await post("/api/admin/apply-reset", { email: "owner@example.com", resetCode: code, newPassword: "New-password-1" });
  assert.deepEqual(ok.body, { success: true, message: "Your password has been reset. Sign in with your new password." });
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: other } })).status, 401, "every session signed out");
  assert.equal((await post("/api/admin/apply-reset", { resetCode: code, newPassword: "Another-password-2" })).status, 400, "single use");
  assert.equal((await signIn()).status, 401);
  assert.equal((await signIn({ password: "New-password-1" })).status, 200);

  // Expired.
  await post("/api/admin/reset-password", { email: "owner@example.com" });
  const second = (await sql<{ bodyText: string }[]>`select body_text from mail_log order by id desc limit 1`)[0].bodyText.match(/\b(\d{6})\b/)![1];
  await sql`update password_resets set expires_at = now() - interval '1 second'`;
  assert.equal((await post("/api/admin/apply-reset", { resetCode: second, newPassword: "Another-password-2" })).status, 400);

  // Five wrong tries kill the code.
  await post("/api/admin/reset-password", { email: "owner@example.com" });
  const third = (await sql<{ bodyText: string }[]>`select body_text from mail_log order by id desc limit 1`)[0].bodyText.match(/\b(\d{6})\b/)![1];
  const bad = third === "999999" ? "999998" : "999999";
  for (let i = 0; i < 5; i++) await post("/api/admin/apply-reset", { resetCode: bad, newPassword: "Another-password-2" });
  assert.equal((await post("/api/admin/apply-reset", { resetCode: third, newPassword: "Another-password-2" })).status, 400);
  await fresh();
  // The owner's password is now New-password-1; the following tests sign in with OWNER.password.
  const admin = api.signedIn(cookieOf((await signIn({ password: "New-password-1" })).res, "sid")!);
  assert.equal((await admin("POST", "/api/admin/account/password", { currentPassword: "New-password-1", newPassword: OWNER.password.replace(/^a/, "A") + "9" })).status, 200);
  OWNER.password = OWNER.password.replace(/^a/, "A") + "9";
});

dbTest("changing the password needs the current one and signs out every other session; sign out everywhere", async () => {
  await fresh();
  const [a, b] = [await session(), await session()];
  const admin = api.signedIn(a);
  const wrong = await admin("POST", "/api/admin/account/password", { currentPassword: "nope", newPassword: "Brand-new-pass-3" });
  assert.deepEqual(wrong.body.fields, { currentPassword: "Wrong password" });
  const weak = await admin("POST", "/api/admin/account/password", { currentPassword: OWNER.password, newPassword: "alllowercase1" });
  assert.equal(weak.body.fields.newPassword, "Password must contain at least one uppercase letter");
  assert.equal((await admin("POST", "/api/admin/account/password", { currentPassword: OWNER.password, newPassword: "Brand-new-pass-3" })).status, 200);
  OWNER.password = "Brand-new-pass-3";
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: a } })).status, 200, "this session stays");
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: b } })).status, 401, "others are closed");

  const c = await session();
  const list = await admin("GET", "/api/admin/account-security");
  assert.deepEqual(list.body.sessions.map((s: { current: boolean }) => s.current).sort(), [false, true]);
  const otherId = list.body.sessions.find((s: { current: boolean }) => !s.current).id;
  assert.equal((await admin("DELETE", `/api/admin/sessions/${otherId}`)).status, 200);
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: c } })).status, 401);

  const d = await session();
  const everywhere = await admin("POST", "/api/admin/logout-everywhere");
  assert.deepEqual(everywhere.body, { success: true, message: "Signed out of 2 sessions" });
  for (const cookie of [a, d]) assert.equal((await api.request("/api/admin/me", { headers: { cookie } })).status, 401);
});

dbTest("CSRF: a state change without our header or from another origin is refused, even when signed in", async () => {
  await fresh();
  const cookie = await session();
  const noHeader = await api.request("/api/admin/logout-everywhere", { method: "POST", headers: { cookie } });
  assert.deepEqual([noHeader.status, await noHeader.json()], [403, { error: "Missing X-Requested-With header" }]);
  const crossSite = await api.request("/api/admin/logout-everywhere", { method: "POST", headers: { cookie, ...FETCH, origin: "https://evil.example" } });
  assert.deepEqual([crossSite.status, await crossSite.json()], [403, { error: "Cross-site request refused" }]);
  assert.equal((await api.request("/api/admin/me", { headers: { cookie } })).status, 200, "nothing happened");
});

dbTest("every /api/admin route, enumerated from the router, refuses a caller without a session", async () => {
  const app = createApi({ sql, config: testConfig, uploadsDir: "/nonexistent", payments: createTestProvider(), secrets: testSecrets });
  const publicPaths = new Set(["/admin/login", "/admin/reset-password", "/admin/apply-reset"]);
  const routes = app.routes.filter((r) => r.path.startsWith("/admin/") && r.method !== "ALL" && !publicPaths.has(r.path));
  assert.ok(routes.length >= 40, `found ${routes.length} admin routes`);
  for (const route of routes) {
    const path = "/api" + route.path.replace(/:(\w+)/g, (_, name) => (name === "key" ? "order_confirmation" : "1"));
    const res = await api.request(path, { method: route.method, headers: FETCH, json: route.method === "GET" ? undefined : {} });
    assert.equal(res.status, 401, `${route.method} ${path}`);
  }
  assert.equal((await api.request("/api/admin/no-such-thing")).status, 401, "an unknown admin path too");
});

dbTest("the audit log lists admin actions with who, what, when and from where", async () => {
  await fresh();
  const admin = api.signedIn(await session());
  await admin("PUT", "/api/admin/settings/studio_name", { value: "Audit Studio" });
  const { status, body } = await admin("GET", "/api/admin/audit-log?entity=setting");
  assert.equal(status, 200);
  assert.deepEqual(
    { ...body.entries[0], id: 0, createdAt: "" },
    { id: 0, username: OWNER.username, action: "update", entity: "setting", entityId: "studio_name", detail: { length: 12 }, ip: "local", createdAt: "" },
  );
  const all = await admin("GET", "/api/admin/audit-log");
  assert.ok(all.body.entries.some((e: { action: string }) => e.action === "login"));
});

dbTest("security headers on every response; Stripe's hosts only when Stripe is configured; HSTS in production", async () => {
  const res = await api.request("/api/health");
  const csp = res.headers.get("content-security-policy")!;
  for (const part of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'none'"]) {
    assert.ok(csp.includes(part), `${part} in ${csp}`);
  }
  assert.doesNotMatch(csp, /stripe|unsafe-eval|script-src[^;]*unsafe-inline/);
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");
  assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
  assert.equal(res.headers.get("cross-origin-opener-policy"), "same-origin");
  assert.equal(res.headers.get("strict-transport-security"), null);

  const stripe = parseConfig({
    NODE_ENV: "production", SECRET_KEY: testConfig.SECRET_KEY, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x",
  });
  const prod = await testApi(sql, undefined, { config: stripe }).request("/api/health");
  assert.match(prod.headers.get("content-security-policy")!, /script-src 'self' https:\/\/js\.stripe\.com/);
  assert.match(prod.headers.get("strict-transport-security")!, /max-age=63072000/);
});

dbTest("production config: SECRET_KEY is required", () => {
  assert.throws(() => parseConfig({ NODE_ENV: "production" }), /SECRET_KEY is required in production/);
  return Promise.resolve();
});

dbTest("close", close);
