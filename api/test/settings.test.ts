import assert from "node:assert/strict";
import { createOwner, dbTest, openTestDb, recordingBus, testApi } from "./helpers.ts";
import { drainOutbox } from "../src/outbox/relay.ts";

const { sql, close } = await openTestDb();
const api = testApi(sql);
await createOwner(sql);
const cookie = await api.login();
const write = (key: string, value: unknown) =>
  api.request(`/api/admin/settings/${key}`, { method: "PUT", headers: { cookie, "x-requested-with": "fetch" }, json: { value } });

dbTest("an unset setting reads as null", async () => {
  const res = await api.request("/api/settings/footer_title");
  assert.deepEqual(await res.json(), { key: "footer_title", value: null });
});

dbTest("writing a setting stores it, audits it and puts setting.updated in the outbox in the same transaction", async () => {
  const res = await write("footer_title", "Harbour Studio");
  assert.equal(res.status, 200);
  assert.equal((await res.json()).value, "Harbour Studio");
  assert.deepEqual(await (await api.request("/api/settings/footer_title")).json(), { key: "footer_title", value: "Harbour Studio" });
  const rows = await sql<{ subject: string; payload: { type: string; data: unknown } }[]>`
    select subject, payload from outbox order by id`;
  assert.equal(rows.length, 1);
  assert.equal(rows[0].subject, "domain.setting.updated");
  assert.deepEqual(rows[0].payload.data, { key: "footer_title" });
  const [audit] = await sql`select action, entity, entity_id from audit_log where entity = 'setting'`;
  assert.deepEqual(audit, { action: "update", entity: "setting", entityId: "footer_title" });
});

dbTest("a bad value is refused with the field's message and nothing is written", async () => {
  const before = await sql`select count(*)::int as n from outbox`;
  const res = await write("footer_title", 42);
  assert.equal(res.status, 400);
  assert.equal((await res.json()).fields.value.length > 0, true);
  const tooLong = await write("footer_title", "x".repeat(20_001));
  assert.deepEqual(await tooLong.json(), {
    error: "Value is too long (20,000 characters at most)",
    fields: { value: "Value is too long (20,000 characters at most)" },
  });
  assert.deepEqual(await sql`select count(*)::int as n from outbox`, before);
  assert.equal((await write("Bad-Key", "x")).status, 400);
});

dbTest("the relay publishes outbox events in order and marks them", async () => {
  await write("footer_description", "One");
  await write("social_instagram", "https://instagram.com/x");
  const bus = recordingBus();
  assert.equal(await drainOutbox(sql, bus), 3);
  assert.equal(await drainOutbox(sql, bus), 0);
  assert.deepEqual(bus.events.map((e) => e.data), [{ key: "footer_title" }, { key: "footer_description" }, { key: "social_instagram" }]);
  const [{ pending }] = await sql<{ pending: number }[]>`select count(*)::int as pending from outbox where published_at is null`;
  assert.equal(pending, 0);
});

dbTest("when the bus is down nothing is lost: rows wait and go out in order once it is back", async () => {
  await write("footer_title", "A");
  await write("footer_title", "B");
  let down = true;
  const bus = recordingBus();
  const flaky = { ...bus, publish: (e: Parameters<typeof bus.publish>[0]) => (down ? Promise.reject(new Error("nats: timeout")) : bus.publish(e)) };
  await assert.rejects(() => drainOutbox(sql, flaky), /publish failed after 0 event\(s\): Error: nats: timeout/);
  const [row] = await sql`select attempts, last_error from outbox where published_at is null order by id limit 1`;
  assert.deepEqual(row, { attempts: 1, lastError: "Error: nats: timeout" });
  down = false;
  assert.equal(await drainOutbox(sql, flaky), 2);
  assert.equal(bus.events.length, 2);
});

dbTest("close", close);
