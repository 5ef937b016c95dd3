import { useState } from "react";
import { Badge, Button, Skeleton } from "@studio/design-system";
import { formatPrice } from "@studio/sdk";
import { ConfirmDelete } from "../components/confirm-delete.tsx";
import { deleteShippingZone, useAdminShippingZones } from "../lib/shipping-zones.ts";
import { ShippingZoneForm } from "./shipping-zone-form.tsx";
import * as f from "../components/form.css.ts";
import * as s from "../products/types-manager.css.ts";

const money = (cents: number) => formatPrice(cents, { cents: true }) || "Free";

/** The shipping options shoppers choose from at checkout, and what each costs. */
export function ShippingZones() {
  const { data, error } = useAdminShippingZones();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <div className={f.column}>
      <section className={f.panel} aria-label="Add a shipping option">
        <h2 className={f.panelTitle}>Add a shipping option</h2>
        <p className={f.muted}>An order pays the base rate for its first item and the additional rate for each further one.</p>
        <ShippingZoneForm onDone={() => undefined} />
      </section>
      {error && <p role="alert">The shipping options could not be loaded: {error.message}</p>}
      {!data && !error && <Skeleton variant="text" lines={3} />}
      {data && data.length === 0 && <p className={f.muted}>No shipping options yet: shoppers cannot check out until you add one.</p>}
      {data && data.length > 0 && (
        <ul className={s.list} aria-label="Shipping options">
          {data.map((zone) => (
            <li key={zone.id} className={s.item}>
              {editing === zone.id ? <ShippingZoneForm zone={zone} onDone={() => setEditing(null)} /> : (
                <div className={s.summary}>
                  <div className={s.text}>
                    <strong>{zone.name} {!zone.active && <Badge tone="neutral">Not offered</Badge>}</strong>
                    <p className={f.muted}>
                      {money(zone.baseRateCents)} first item{zone.additionalItemRateCents ? `, ${money(zone.additionalItemRateCents)} each additional` : ""}
                      {zone.description ? ` · ${zone.description}` : ""}
                    </p>
                  </div>
                  <div className={s.buttons}>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(zone.id)} aria-label={`Edit ${zone.name}`}>Edit</Button>
                    <ConfirmDelete name={zone.name} noun="shipping option" onConfirm={() => deleteShippingZone(zone.id)} />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
