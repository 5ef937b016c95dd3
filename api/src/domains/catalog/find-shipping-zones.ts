import type { ShippingZone } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

export async function findActiveShippingZones(db: Db): Promise<ShippingZone[]> {
  return await db<ShippingZone[]>`
    select id, name, description, base_rate_cents, additional_item_rate_cents, active
    from shipping_zones where active order by base_rate_cents, id`;
}
