import { type Bus, createMemoryBus, type DomainEvent } from "@studio/events";
import { type Config, parseConfig } from "../src/config.ts";
import type { PaymentProvider } from "../src/domains/payments/payment-provider.ts";
import { connectPglite, connectPostgres, type Database, type Sql } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { hashPassword } from "../src/domains/admin/password.ts";
import { createApi, createRoot } from "../src/http/app.ts";
import { createTestProvider } from "../src/domains/payments/test-provider.ts";
import { configureLog } from "../src/log.ts";
import { createSecretBox } from "../src/secret-box.ts";
import { subscribeMailer } from "../src/domains/mail/mail-on-events.ts";
import { drainOutbox } from "../src/outbox/relay.ts";

configureLog({ level: "warn", json: false });

export const DATABASE_URL = Deno.env.get("DATABASE_URL");
export const NATS_URL = Deno.env.get("NATS_URL");

let shared: Promise<Database> | undefined;

/**
 * A freshly migrated, empty database for one test file. With DATABASE_URL: a new schema in that PostgreSQL
 * database (dropped by `close`). Without: the process-wide in-memory PGlite with its schema rebuilt.
 */
export async function openTestDb(): Promise<{ sql: Sql; close(): Promise<void> }> {
  if (DATABASE_URL) {
    const schema = `test_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = connectPostgres(DATABASE_URL, { max: 1 });
    await admin.sql.unsafe(`create schema ${schema}`);
    const db = connectPostgres(DATABASE_URL, { max: 5, searchPath: schema });
    await migrate(db.sql);
    return {
      sql: db.sql,
      async close() {
        await db.close();
        await admin.sql.unsafe(`drop schema ${schema} cascade`);
        await admin.close();
      },
    };
  }
  shared ??= connectPglite("memory://");
  const db = await shared;
  await db.sql.unsafe("drop schema if exists public cascade; create schema public");
  await migrate(db.sql);
  return { sql: db.sql, close: () => Promise.resolve() };
}

/** A bus that records what it was given, for asserting on published events. */
export function recordingBus(): Bus & { events: DomainEvent[] } {
  const inner = createMemoryBus();
  const events: DomainEvent[] = [];
  return {
    ...inner,
    events,
    publish: (e) => {
      events.push(e);
      return inner.publish(e);
    },
  };
}

export const testConfig = parseConfig({ NODE_ENV: "test", SEED_DEMO: "false", SECRET_KEY: "test-secret-key-that-is-long-enough-0123" });
export const testSecrets = await createSecretBox(testConfig.SECRET_KEY!);

export const OWNER = { username: "owner", password: "a-long-test-password-1" };

export async function createOwner(sql: Sql): Promise<number> {
  const [{ id }] = await sql<{ id: number }[]>`insert into users (username, password_hash)
    values (${OWNER.username}, ${await hashPassword(OWNER.password)}) returning id`;
  return id;
}

/** The API as the server mounts it, called in-process through Hono's `app.request`. */
export function testApi(
  sql: Sql,
  uploadsDir = Deno.makeTempDirSync({ prefix: "studio-test-uploads-" }),
  opts: { config?: Config; payments?: PaymentProvider } = {},
) {
  const config = opts.config ?? testConfig;
  const root = createRoot(config);
  root.route("/api", createApi({ sql, config, uploadsDir, payments: opts.payments ?? createTestProvider(), secrets: testSecrets }));
  const request = async (path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return await root.request(`http://localhost${path}`, { ...init, headers, body });
  };
  return {
    request,
    /**
     * A JSON call as the signed-in owner (session cookie + the CSRF header): { status, body }, body null when empty.
     */
    signedIn(cookie: string) {
      return async (method: string, path: string, json?: unknown) => {
        const res = await request(path, { method, json, headers: { cookie, "x-requested-with": "fetch" } });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      };
    },
    /** Signs in as the owner and returns the Cookie header value. */
    async login(): Promise<string> {
      const res = await request("/api/admin/login", {
        method: "POST",
        headers: { "x-requested-with": "fetch" },
        json: { username: OWNER.username, password: OWNER.password },
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      return res.headers.get("set-cookie")!.split(";")[0];
    },
  };
}

/** Deno.test with the sanitizers off: the shared database connection outlives each test by design. */
export function dbTest(name: string, fn: () => Promise<void>) {
  Deno.test({ name, fn, sanitizeResources: false, sanitizeOps: false });
}

/**
 * Relays the outbox to a bus the mail subscriber listens on (links in mails start https://studio.example), then
 * waits until `count` mails are queued in all.
 */
export async function relayToMailer(sql: Sql, count: number) {
  const bus = createMemoryBus();
  const sub = await subscribeMailer(sql, bus, () => "https://studio.example");
  await drainOutbox(sql, bus);
  for (let i = 0; i < 100; i++) {
    const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from mail_log`;
    if (n >= count) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 50));
  await sub.stop();
  await bus.close();
}
