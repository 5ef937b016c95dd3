import { CartLine, lineKey, useCart } from "@studio/sdk";
import * as s from "./checkout.css.ts";

/** The cart's lines at checkout (the drawer's line, roomier, with the compact "Ns left!" countdown). */
export function CartLines({ now, readOnly = false }: { now: number; readOnly?: boolean }) {
  const { items } = useCart();
  return (
    <ul className={s.lines} aria-label="Items in your cart">
      {items.map((item) => <CartLine key={lineKey(item)} item={item} now={now} size="md" readOnly={readOnly} />)}
    </ul>
  );
}
