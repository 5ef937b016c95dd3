import { Button } from "@studio/design-system";
import { removeLine } from "./cart-holds.ts";
import { lineKey, updateCartQuantity, type CartItem } from "./cart-store.ts";
import { formatPrice } from "@studio/contracts";
import { shortTimeLeft, timeLeft } from "./time-left.ts";
import * as s from "./cart-line.css.ts";

export interface CartLineProps {
  item: CartItem;
  /** The current time, for an original's hold countdown (the caller ticks it every second). */
  now: number;
  /** "sm" in the cart drawer; "md" on the checkout page (compact "Ns left!" countdown). */
  size?: "sm" | "md";
  /** No quantity or remove controls (the order is already placed: paying for exactly these lines). */
  readOnly?: boolean;
}

/** Quantity (not for originals: one of a kind) and Remove. */
function LineControls({ item }: { item: CartItem }) {
  const key = lineKey(item);
  return (
    <div className={s.controls}>
      {item.type !== "originals" && (
        <>
          <Button size="sm" variant="secondary" aria-label={`One fewer ${item.title}`} disabled={item.quantity <= 1}
            onClick={() => updateCartQuantity(key, item.quantity - 1)}>−</Button>
          <span className={s.qty} aria-live="polite">Qty {item.quantity}</span>
          <Button size="sm" variant="secondary" aria-label={`One more ${item.title}`}
            onClick={() => updateCartQuantity(key, item.quantity + 1)}>+</Button>
        </>
      )}
      <Button size="sm" variant="ghost" onClick={() => removeLine(item)}>Remove</Button>
    </div>
  );
}

/** One cart line, the same in the drawer and at checkout: originals show their hold countdown instead of a quantity. */
export function CartLine({ item, now, size = "sm", readOnly = false }: CartLineProps) {
  const hold = item.expiresAt === undefined ? null : (size === "md" ? shortTimeLeft : timeLeft)(item.expiresAt - now);
  return (
    <li className={s.line[size]}>
      <img className={s.thumb[size]} src={item.imageUrl} alt="" width={64} height={80} loading="lazy" />
      <div>
        <p className={s.title}>{item.title}</p>
        <p className={s.muted}>{formatPrice(item.priceCents, { cents: true })}{item.type === "originals" ? "" : " each"}</p>
        {hold && (
          <p className={hold.urgent ? s.urgent : s.muted} role={hold.urgent ? "status" : undefined}>
            {hold.urgent ? hold.text : `Reserved for ${hold.text}`}
          </p>
        )}
        {readOnly ? item.type !== "originals" && <p className={s.muted}>Qty {item.quantity}</p> : <LineControls item={item} />}
      </div>
      <p className={s.amount}>{formatPrice(item.priceCents * item.quantity, { cents: true })}</p>
    </li>
  );
}
