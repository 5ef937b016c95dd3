import assert from "node:assert/strict";
import { type Bus, createEvent, createMemoryBus, createNatsBus, type DomainEvent } from "../src/index.ts";

const NATS_URL = Deno.env.get("NATS_URL");

function collect(bus: Bus, opts = {}) {
  const seen: DomainEvent[] = [];
  const ready = bus.subscribe((e) => void seen.push(e), opts);
  return { seen, ready };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
};

async function behavesLikeABus(makeBus: () => Promise<Bus>) {
  const bus = await makeBus();
  try {
    const a = collect(bus);
    const b = collect(bus);
    const sub = await a.ready;
    await b.ready;
    const e1 = createEvent("setting.updated", { key: "footer_title" });
    const e2 = createEvent("artwork.updated", { id: 3 });
    await bus.publish(e1);
    await bus.publish(e1); // a repeat with the same id is dropped
    await bus.publish(e2);
    await until(() => a.seen.length >= 2 && b.seen.length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual(a.seen.map((e) => e.id), [e1.id, e2.id]);
    assert.deepEqual(b.seen.map((e) => e.id), [e1.id, e2.id]);
    await sub.stop();
    const e3 = createEvent("product.deleted", { id: 9 });
    await bus.publish(e3);
    await until(() => b.seen.length === 3);
    assert.equal(a.seen.length, 2);
  } finally {
    await bus.close();
  }
}

Deno.test("in-process bus: fan-out, order, de-duplication by id, unsubscribe", async () => {
  await behavesLikeABus(() => Promise.resolve(createMemoryBus()));
});

Deno.test("in-process bus: a failing handler is reported and does not stop others", async () => {
  const errors: unknown[] = [];
  const bus = createMemoryBus((err) => errors.push(err));
  const ok: DomainEvent[] = [];
  await bus.subscribe(() => {
    throw new Error("boom");
  });
  await bus.subscribe((e) => void ok.push(e));
  await bus.publish(createEvent("setting.updated", { key: "x" }));
  await until(() => ok.length === 1 && errors.length === 1);
  assert.equal((errors[0] as Error).message, "boom");
});

Deno.test("in-process bus: a durable subscriber's failed handler is retried with back-off, then reported", async () => {
  const errors: unknown[] = [];
  const bus = createMemoryBus((err) => errors.push(err), [10, 20]);
  let calls = 0;
  await bus.subscribe(() => {
    if (++calls < 3) throw new Error("database down");
  }, { durable: "mailer" });
  await bus.publish(createEvent("setting.updated", { key: "x" }));
  await until(() => calls === 3);
  assert.equal(errors.length, 0, "the third attempt succeeded");

  let always = 0;
  await bus.subscribe(() => {
    always++;
    throw new Error("still down");
  }, { durable: "other" });
  await bus.publish(createEvent("setting.updated", { key: "y" }));
  await until(() => errors.length === 1);
  assert.equal(always, 3, "first attempt and two retries");
  await bus.close();
});

Deno.test({
  name: "NATS JetStream bus: fan-out, order, msgID de-duplication, unsubscribe",
  ignore: !NATS_URL,
  fn: () => behavesLikeABus(() => createNatsBus({ url: NATS_URL!, stream: `TEST_${Date.now()}`, prefix: `test${Date.now()}`, temporary: true })),
});

Deno.test({
  name: "NATS JetStream bus: a durable subscriber gets events published while it was away",
  ignore: !NATS_URL,
  fn: async () => {
    const stream = `TEST_DURABLE_${Date.now()}`;
    const bus = await createNatsBus({ url: NATS_URL!, stream, prefix: `test${Date.now()}`, temporary: true });
    try {
      const durable = `mailer_${Date.now()}`;
      const first = collect(bus, { durable });
      const sub = await first.ready;
      const e1 = createEvent("setting.updated", { key: "a" });
      await bus.publish(e1);
      await until(() => first.seen.length === 1);
      await sub.stop();
      const e2 = createEvent("setting.updated", { key: "b" });
      await bus.publish(e2);
      const second = collect(bus, { durable });
      await second.ready;
      await until(() => second.seen.length === 1);
      assert.equal(second.seen[0].id, e2.id);
    } finally {
      await bus.close();
    }
  },
});
