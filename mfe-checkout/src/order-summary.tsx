import type { ReactNode } from "react";
import { formatAmount } from "@studio/sdk";
import * as s from "./checkout.css.ts";

export interface OrderSummaryProps {
  lines: ReactNode;
  subtotalCents: number;
  /** null until a shipping option is chosen. */
  shippingCents: number | null;
  /** The server's total once the order exists; before that, subtotal + shipping as shown. */
  totalCents: number | null;
}


/** Subtotal, shipping and total with 2 decimals (spec section 9). */
export function OrderSummary({ lines, subtotalCents, shippingCents, totalCents }: OrderSummaryProps) {
  const total = totalCents ?? subtotalCents + (shippingCents ?? 0);
  return (
    <aside className={s.summary} aria-label="Order summary">
      <h2 className={s.summaryTitle}>Order summary</h2>
      {lines}
      <div className={s.row}><span>Subtotal</span><span className={s.amount}>{formatAmount(subtotalCents)}</span></div>
      <div className={s.row}>
        <span>Shipping</span>
        {shippingCents === null ? <span className={s.muted}>Choose a shipping option</span> : <span className={s.amount}>{formatAmount(shippingCents)}</span>}
      </div>
      <div className={s.total}><span>Total</span><span className={s.amount}>{formatAmount(total)}</span></div>
    </aside>
  );
}
