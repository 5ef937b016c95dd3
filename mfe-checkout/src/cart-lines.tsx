import { Button } from "@studio/design-system";
import { formatPrice, useCart } from "@studio/sdk";
import * as s from "./checkout.css.ts";

/** The cart's lines with quantity controls (originals are one of a kind: no quantity). */
export function CartLines() {
  const { items, updateCartQuantity, removeFromCart } = useCart();
  return (
    <ul className={s.lines} aria-label="Items in your cart">
      {items.map((item) => (
        <li key={item.id} className={s.line}>
          <img className={s.thumb} src={item.imageUrl} alt="" width={80} height={100} loading="lazy" />
          <div>
            <p className={s.lineTitle}>{item.title}</p>
            <p className={s.muted}>{formatPrice(item.priceCents, { cents: true })} each</p>
            <div className={s.qty}>
              {item.type !== "originals" && (
                <>
                  <Button size="sm" variant="secondary" aria-label={`One fewer ${item.title}`} disabled={item.quantity <= 1}
                    onClick={() => updateCartQuantity(item.id, item.quantity - 1)}>−</Button>
                  <span className={s.qtyValue} aria-live="polite">Qty {item.quantity}</span>
                  <Button size="sm" variant="secondary" aria-label={`One more ${item.title}`}
                    onClick={() => updateCartQuantity(item.id, item.quantity + 1)}>+</Button>
                </>
              )}
              <Button size="sm" variant="ghost" onClick={() => removeFromCart(item.id)}>Remove</Button>
            </div>
          </div>
          <p className={s.amount}>{formatPrice(item.priceCents * item.quantity, { cents: true })}</p>
        </li>
      ))}
    </ul>
  );
}
