import assert from "node:assert/strict";
import { createMemoryBus, createNatsBus } from "@studio/events";
import { parseConfig } from "../src/config.ts";
import { startServer } from "../src/server.ts";
import { dbTest, NATS_URL, openTestDb, OWNER } from "./helpers.ts";

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
  const config = parseConfig({ NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "false", ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password, STATIC_ROOT: "/nonexistent", OUTBOX_POLL_MS: "5000" });
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
