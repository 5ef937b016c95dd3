import { Button } from "@studio/design-system";
import { formatPrice, removeFromCart, updateCartQuantity, type CartItem } from "@studio/sdk";
import { timeLeft } from "./time-left.ts";
import * as s from "./cart.css.ts";

/** One cart line: originals show their hold countdown instead of a quantity picker. */
export function CartLine({ item, now }: { item: CartItem; now: number }) {
  const hold = item.expiresAt !== undefined ? timeLeft(item.expiresAt - now) : null;
  return (
    <li className={s.line}>
      <img className={s.thumb} src={item.imageUrl} alt="" width={64} height={80} loading="lazy" />
      <div>
        <p className={s.title}>{item.title}</p>
        <p className={s.muted}>{formatPrice(item.priceCents, { cents: true })}</p>
        {hold && (
          <p className={hold.urgent ? s.urgent : s.muted}>{hold.urgent ? hold.text : `Reserved for ${hold.text}`}</p>
        )}
        <div className={s.controls}>
          {item.type !== "originals" && (
            <>
              <Button size="sm" variant="secondary" aria-label={`One fewer ${item.title}`} disabled={item.quantity <= 1}
                onClick={() => updateCartQuantity(item.id, item.quantity - 1)}>−</Button>
              <span className={s.qty}>Qty {item.quantity}</span>
              <Button size="sm" variant="secondary" aria-label={`One more ${item.title}`}
                onClick={() => updateCartQuantity(item.id, item.quantity + 1)}>+</Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={() => removeFromCart(item.id)}>Remove</Button>
        </div>
      </div>
      <p className={s.amount}>{formatPrice(item.priceCents * item.quantity, { cents: true })}</p>
    </li>
  );
}
