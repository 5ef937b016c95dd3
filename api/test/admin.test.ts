import assert from "node:assert/strict";
import { createOwner, dbTest, openTestDb, OWNER, testApi } from "./helpers.ts";
import { ensureOwner } from "../src/domains/admin/ensure-owner.ts";
import { hashPassword } from "../src/domains/admin/password.ts";

const { sql, close } = await openTestDb();
const api = testApi(sql);
await createOwner(sql);
const CSRF = { "x-requested-with": "fetch" };

dbTest("login sets an HttpOnly, SameSite=Strict session cookie and stores only the id's hash", async () => {
  const res = await api.request("/api/admin/login", { method: "POST", headers: CSRF, json: OWNER });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { success: true, message: "Signed in", requireMfa: false });
  const cookie = res.headers.get("set-cookie")!;
  assert.match(cookie, /^sid=[A-Za-z0-9_-]{43};/);
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /SameSite=Strict/);
  const id = cookie.slice(4, 47);
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from sessions where id_hash = ${id}`;
  assert.equal(count, 0);
});

dbTest("a wrong password or unknown user is a 401 with the same message", async () => {
  for (const body of [{ ...OWNER, password: "nope" }, { username: "ghost", password: "whatever" }]) {
    const res = await api.request("/api/admin/login", { method: "POST", headers: CSRF, json: body });
    assert.equal(res.status, 401);
    assert.deepEqual(await res.json(), { error: "Invalid username or password" });
  }
  const empty = await api.request("/api/admin/login", { method: "POST", headers: CSRF, json: { username: "", password: "" } });
  assert.equal(empty.status, 400);
  assert.equal((await empty.json()).fields.username, "Username is required");
});

dbTest("every /api/admin path refuses without a session, including unknown ones", async () => {
  for (const path of ["/api/admin/me", "/api/admin/settings", "/api/admin/does-not-exist", "/api/admin"]) {
    const res = await api.request(path);
    assert.equal(res.status, 401, path);
    assert.deepEqual(await res.json(), { error: "Please sign in to continue" });
  }
  const cookie = await api.login();
  assert.equal((await api.request("/api/admin/does-not-exist", { headers: { cookie } })).status, 404);
  assert.deepEqual(await (await api.request("/api/admin/me", { headers: { cookie } })).json(), { id: 1, username: "owner" });
});

dbTest("state changes need the custom header and a same-origin Origin", async () => {
  const cookie = await api.login();
  const put = (headers: Record<string, string>) =>
    api.request("/api/admin/settings/footer_title", { method: "PUT", headers: { cookie, ...headers }, json: { value: "x" } });
  assert.equal((await put({})).status, 403);
  assert.equal((await put({ ...CSRF, origin: "https://evil.example" })).status, 403);
  assert.equal((await put({ ...CSRF, origin: "null" })).status, 403);
  assert.equal((await put({ ...CSRF, origin: "http://localhost" })).status, 200);
});

dbTest("each login gets a new session id, and logout ends the session", async () => {
  const first = await api.login();
  const second = await api.login();
  assert.notEqual(first, second);
  const out = await api.request("/api/admin/logout", { method: "POST", headers: { cookie: second, ...CSRF } });
  assert.equal(out.status, 200);
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: second } })).status, 401);
  assert.equal((await api.request("/api/admin/me", { headers: { cookie: first } })).status, 200);
});

dbTest("an expired session is refused", async () => {
  const cookie = await api.login();
  await sql`update sessions set idle_expires_at = now() - interval '1 second'`;
  assert.equal((await api.request("/api/admin/me", { headers: { cookie } })).status, 401);
});

dbTest("a hash made with older parameters is upgraded at login", async () => {
  const { argon2id } = await import("hash-wasm");
  const weak = await argon2id({ password: OWNER.password, salt: new Uint8Array(16), iterations: 1, memorySize: 1024, parallelism: 1, hashLength: 32, outputType: "encoded" });
  await sql`update users set password_hash = ${weak} where username = ${OWNER.username}`;
  await api.login();
  const [{ passwordHash }] = await sql<{ passwordHash: string }[]>`select password_hash from users where username = ${OWNER.username}`;
  assert.match(passwordHash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

dbTest("the first owner gets a generated password when none is configured, and only once", async () => {
  await sql`delete from users`;
  const first = await ensureOwner(sql, { username: "painter" });
  assert.equal(first.created, true);
  assert.match(first.password!, /^[A-Za-z0-9]{20}$/);
  assert.deepEqual(await ensureOwner(sql, { username: "painter" }), { created: false, username: "painter" });
  await sql`delete from users`;
  assert.deepEqual(await ensureOwner(sql, { username: "owner", password: OWNER.password }), { created: true, username: "owner", password: undefined });
  assert.ok((await hashPassword("x")).startsWith("$argon2id$"));
});

dbTest("close", close);
