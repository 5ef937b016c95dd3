import assert from "node:assert/strict";
import { createOwner, dbTest, openTestDb, testApi } from "./helpers.ts";

const { sql, close } = await openTestDb();
const api = testApi(sql);
await createOwner(sql);
const admin = api.signedIn(await api.login());

dbTest("the owner manages shipping options; the checkout lists only active ones, cheapest first", async () => {
  assert.equal((await api.request("/api/admin/shipping-zones")).status, 401);
  const bad = await admin("POST", "/api/admin/shipping-zones", { name: "", baseRateCents: -1 });
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.fields, { name: "Name is required", baseRateCents: "Base rate cannot be negative" });

  const express = await admin("POST", "/api/admin/shipping-zones", { name: "Express", description: "1-2 days", baseRateCents: 3000, additionalItemRateCents: 500 });
  const standard = await admin("POST", "/api/admin/shipping-zones", { name: "Standard", baseRateCents: 900 });
  assert.deepEqual([express.status, standard.status], [201, 201]);
  assert.equal((await admin("POST", "/api/admin/shipping-zones", { name: "Standard", baseRateCents: 1 })).status, 409);

  await sql`delete from outbox`;
  assert.equal((await admin("PUT", `/api/admin/shipping-zones/${express.body.id}`, { name: "Express", baseRateCents: 3200, active: false })).status, 200);
  const [event] = await sql<{ subject: string }[]>`select subject from outbox`;
  assert.equal(event.subject, "domain.shipping_zone.changed");

  const active = await (await api.request("/api/shipping-zones/active")).json();
  assert.deepEqual(active.map((z: { name: string; baseRateCents: number }) => [z.name, z.baseRateCents]), [["Standard", 900]]);
  const all = (await admin("GET", "/api/admin/shipping-zones")).body;
  assert.deepEqual(all.map((z: { name: string; active: boolean }) => [z.name, z.active]), [["Standard", true], ["Express", false]]);

  assert.equal((await admin("DELETE", `/api/admin/shipping-zones/${express.body.id}`)).status, 204);
  assert.equal((await admin("DELETE", `/api/admin/shipping-zones/${express.body.id}`)).status, 404);
  const [{ audits }] = await sql<{ audits: number }[]>`select count(*)::int as audits from audit_log where entity = 'shipping_zone'`;
  assert.equal(audits, 4);
  await close();
});
