import type { Order } from "@studio/contracts";
import { formatAmount } from "@studio/contracts";
import * as s from "./order-lines.css.ts";

/** What an order bought and what it cost, as the server recorded it: the same for its buyer and for the owner. */
export function OrderLines({ order, label = "Items in your order" }: {
  order: Pick<Order, "items" | "subtotalCents" | "shippingCents" | "totalCents" | "shippingZone">;
  /** The item list's accessible name ("Items in your order" for the buyer). */
  label?: string;
}) {
  return (
    <div className={s.lines}>
      <ul className={s.items} aria-label={label}>
        {order.items.map((item, i) => (
          <li key={i} className={s.row}>
            <span>{item.productTitle}{item.variantName ? ` (${item.variantName})` : ""} × {item.quantity}</span>
            <span className={s.amount}>{formatAmount(item.unitPriceCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <div className={s.row}><span>Subtotal</span><span className={s.amount}>{formatAmount(order.subtotalCents)}</span></div>
      <div className={s.row}>
        <span>Shipping{order.shippingZone ? ` (${order.shippingZone})` : ""}</span>
        <span className={s.amount}>{formatAmount(order.shippingCents)}</span>
      </div>
      <div className={s.total}><span>Total</span><span className={s.amount}>{formatAmount(order.totalCents)}</span></div>
    </div>
  );
}
