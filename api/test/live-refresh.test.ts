import assert from "node:assert/strict";
import { createMemoryBus, createNatsBus } from "@studio/events";
import { parseConfig } from "../src/config.ts";
import { startServer } from "../src/server.ts";
import { dbTest, NATS_URL, openTestDb, OWNER, testConfig } from "./helpers.ts";

/**
 * The whole live-refresh path on a real port: admin HTTP write -> outbox (same transaction) -> relay -> bus ->
 * gateway -> /ws message. Runs on the in-process bus, and on NATS JetStream when NATS_URL is set.
 */
async function liveRefresh(busKind: "memory" | "nats") {
  const db = await openTestDb();
  const suffix = Date.now();
  const bus = busKind === "nats"
    ? await createNatsBus({ url: NATS_URL!, stream: `LIVE_${suffix}`, prefix: `live${suffix}`, temporary: true })
    : createMemoryBus();
  const config = parseConfig({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "false", SECRET_KEY: testConfig.SECRET_KEY, ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password, STATIC_ROOT: "/nonexistent", OUTBOX_POLL_MS: "5000" });
  const server = await startServer(config, "all", { database: { sql: db.sql, kind: "postgres", close: () => Promise.resolve() }, bus });
  const base = `http://127.0.0.1:${server.port}`;
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`);
  try {
    const messages: unknown[] = [];
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = reject;
    });
    ws.onmessage = (e) => messages.push(JSON.parse(e.data));
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "fetch" },
      body: JSON.stringify({ username: OWNER.username, password: OWNER.password }),
    });
    assert.equal(login.status, 200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0];
    await login.body?.cancel();
    const started = performance.now();
    const put = await fetch(`${base}/api/admin/settings/footer_title`, {
      method: "PUT",
      headers: { cookie, "content-type": "application/json", "x-requested-with": "fetch" },
      body: JSON.stringify({ value: "Live" }),
    });
    assert.equal(put.status, 200);
    await put.body?.cancel();
    while (messages.length === 0 && performance.now() - started < 4000) await new Promise((r) => setTimeout(r, 10));
    // Well under the 5 s poll: the write nudges the relay at once.
    assert.ok(performance.now() - started < 4000, "no message within 4 s");
    assert.deepEqual(messages, [{
      type: "cache_invalidation",
      data: { operation: "update", path: "/api/settings/footer_title", invalidateKeys: ["/api/settings"] },
    }]);
    assert.equal(server.gateway!.clients, 1);
  } finally {
    ws.close();
    await server.stop();
    await bus.close();
    await db.close();
  }
}

dbTest("live refresh end to end on the in-process bus", () => liveRefresh("memory"));

Deno.test({
  name: "live refresh end to end on NATS JetStream",
  ignore: !NATS_URL,
  sanitizeOps: false,
  sanitizeResources: false,
  fn: () => liveRefresh("nats"),
});

Deno.test({
  name: "scaled out: an API process and a separate gateway process share NATS JetStream",
  ignore: !NATS_URL,
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const db = await openTestDb();
    const suffix = Date.now();
    const busOpts = { url: NATS_URL!, stream: `SPLIT_${suffix}`, prefix: `split${suffix}` };
    const apiBus = await createNatsBus(busOpts);
    const gatewayBus = await createNatsBus({ ...busOpts, temporary: true });
    const config = parseConfig({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "false", SECRET_KEY: testConfig.SECRET_KEY, ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password, STATIC_ROOT: "/nonexistent" });
    const api = await startServer(config, "api", { database: { sql: db.sql, kind: "postgres", close: () => Promise.resolve() }, bus: apiBus });
    const gateway = await startServer(config, "gateway", { bus: gatewayBus });
    const ws = new WebSocket(`ws://127.0.0.1:${gateway.port}/ws`);
    try {
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = reject;
      });
      const got = new Promise((resolve) => (ws.onmessage = (e) => resolve(JSON.parse(e.data))));
      // The API process has no /ws; the gateway process has no API.
      assert.equal((await fetch(`http://127.0.0.1:${gateway.port}/api/health`)).status, 404);
      const login = await fetch(`http://127.0.0.1:${api.port}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-requested-with": "fetch" },
        body: JSON.stringify({ username: OWNER.username, password: OWNER.password }),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0];
      await login.body?.cancel();
      const put = await fetch(`http://127.0.0.1:${api.port}/api/admin/settings/footer_description`, {
        method: "PUT",
        headers: { cookie, "content-type": "application/json", "x-requested-with": "fetch" },
        body: JSON.stringify({ value: "Split" }),
      });
      await put.body?.cancel();
      const message = await Promise.race([got, new Promise((_, reject) => setTimeout(() => reject(new Error("no message in 5 s")), 5000))]);
      assert.deepEqual(message, {
        type: "cache_invalidation",
        data: { operation: "update", path: "/api/settings/footer_description", invalidateKeys: ["/api/settings"] },
      });
    } finally {
      ws.close();
      await gateway.stop();
      await api.stop();
      await apiBus.close();
      await gatewayBus.close();
      await db.close();
    }
  },
});
