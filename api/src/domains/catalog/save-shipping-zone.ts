import type { ShippingZone, ShippingZoneInput } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Db, Sql, Tx } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";

/** Every zone, active or not (the checkout lists only active ones: find-shipping-zones.ts). */
export async function findAllShippingZones(db: Db): Promise<ShippingZone[]> {
  return await db<ShippingZone[]>`
    select id, name, description, base_rate_cents, additional_item_rate_cents, active
    from shipping_zones order by active desc, base_rate_cents, id`;
}

async function change(sql: Sql, actor: Actor, action: string, work: (tx: Tx) => Promise<number>): Promise<number> {
  try {
    return await transact(sql, async (tx, emit) => {
      const id = await work(tx);
      await audit(tx, actor, action, "shipping_zone", String(id));
      emit("shipping_zone.changed", { id });
      return id;
    });
  } catch (err) {
    if ((err as { code?: string }).code === "23505") throw new AppError("conflict", "A shipping option with this name already exists", { name: "Name already used" });
    throw err;
  }
}

/** Creates (no id) or updates a shipping option. Orders keep the amounts they were charged. */
export function saveShippingZone(sql: Sql, input: ShippingZoneInput, actor: Actor, id?: number): Promise<number> {
  return change(sql, actor, id === undefined ? "create" : "update", async (tx) => {
    if (id === undefined) {
      const [row] = await tx<{ id: number }[]>`insert into shipping_zones ${tx(input as never)} returning id`;
      return row.id;
    }
    const rows = await tx<{ id: number }[]>`update shipping_zones set ${tx(input as never)}, updated_at = now() where id = ${id} returning id`;
    if (!rows.length) throw new AppError("not_found", "Shipping option not found");
    return id;
  });
}

/** Removes a shipping option; past orders keep their amounts (their zone reference is cleared). */
export function deleteShippingZone(sql: Sql, id: number, actor: Actor): Promise<number> {
  return change(sql, actor, "delete", async (tx) => {
    const rows = await tx`delete from shipping_zones where id = ${id} returning id`;
    if (!rows.length) throw new AppError("not_found", "Shipping option not found");
    return id;
  });
}
