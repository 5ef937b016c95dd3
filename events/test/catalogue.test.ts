import assert from "node:assert/strict";
import { createEvent, parseEvent, subjectOf, toInvalidation } from "../src/index.ts";

Deno.test("events carry a uuid, their type, a timestamp and validated data", () => {
  const e = createEvent("setting.updated", { key: "footer_title" });
  assert.match(e.id, /^[0-9a-f-]{36}$/);
  assert.equal(e.type, "setting.updated");
  assert.ok(!Number.isNaN(Date.parse(e.occurredAt)));
  assert.deepEqual(parseEvent(JSON.parse(JSON.stringify(e))), e);
  assert.equal(subjectOf(e.type), "domain.setting.updated");
});

Deno.test("malformed events are refused", () => {
  assert.throws(() => createEvent("artwork.updated", { id: "7" } as never));
  assert.throws(() => parseEvent({ id: crypto.randomUUID(), type: "artwork.stolen", occurredAt: "", data: {} }));
  assert.throws(() => parseEvent({ id: "not-a-uuid", type: "artwork.updated", occurredAt: "", data: { id: 1 } }));
});

Deno.test("events become the /ws cache_invalidation messages of the spec", () => {
  assert.deepEqual(toInvalidation(createEvent("setting.updated", { key: "footer_title" })), {
    type: "cache_invalidation",
    data: { operation: "update", path: "/api/settings/footer_title", invalidateKeys: ["/api/settings"] },
  });
  assert.deepEqual(toInvalidation(createEvent("product.created", { id: 4 })), {
    type: "cache_invalidation",
    data: { operation: "create", path: "/api/products/4", invalidateKeys: ["/api/products"] },
  });
  assert.equal(toInvalidation(createEvent("artwork.deleted", { id: 2 })).data.operation, "delete");
});

Deno.test("what moves the owner's dashboard refreshes it: paid, changed and refunded orders, messages, commissions, stock", () => {
  const refreshes = (e: Parameters<typeof toInvalidation>[0]) => toInvalidation(e).data.invalidateKeys.includes("/api/admin/dashboard");
  for (const type of ["order.paid", "order.updated", "commission_request.received", "commission_request.updated", "contact_message.received", "product.updated"] as const) {
    assert.ok(refreshes(createEvent(type, { id: 1 })), type);
  }
  assert.ok(refreshes(createEvent("order.refunded", { id: 1, reason: "requested_by_customer", automatic: false })));
  assert.ok(!refreshes(createEvent("setting.updated", { key: "footer_title" })));
  assert.ok(!refreshes(createEvent("order.created", { id: 1 })));
});
