import { useCallback, useState } from "react";
import { Button, ButtonLink, Drawer } from "@studio/design-system";
import { CartLine, formatPrice, lineKey, useCart, useCartExpiry, useRouterLink } from "@studio/sdk";
import { ExpiryDialog } from "./expiry-dialog.tsx";

import * as s from "./cart.css.ts";

/** The cart drawer opened from the header (spec section 2, Cart drawer). */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { items, subtotalCents, emptyCart } = useCart();
  const [expired, setExpired] = useState<string[]>([]);
  const onExpired = useCallback((titles: string[]) => setExpired((before) => [...before, ...titles]), []);
  const now = useCartExpiry(open, onExpired);
  const checkout = useRouterLink("/checkout");
  const close = () => onOpenChange(false);

  const footer = items.length ? (
    <div className={s.footer}>
      <ButtonLink {...checkout} fullWidth onClick={(e) => { checkout.onClick(e); close(); }}>Proceed to Checkout</ButtonLink>
      <Button variant="secondary" fullWidth onClick={close}>Continue Shopping</Button>
      <Button variant="ghost" fullWidth onClick={emptyCart}>Clear Cart</Button>
    </div>
  ) : undefined;

  return (
    <>
      <Drawer open={open} onOpenChange={onOpenChange} title="Your Cart" footer={footer}>
        {items.length === 0 ? (
          <div className={s.empty}>
            <p className={s.title}>Your cart is empty</p>
            <p className={s.muted}>Browse our shop to find beautiful artwork and merchandise.</p>
          </div>
        ) : (
          <>
            <ul className={s.lines} aria-label="Items in your cart">
              {items.map((item) => <CartLine key={lineKey(item)} item={item} now={now} />)}
            </ul>
            <div className={s.summary}>
              <div className={s.row}><span>Subtotal</span><span className={s.amount}>{formatPrice(subtotalCents, { cents: true })}</span></div>
              <div className={s.row}><span>Shipping</span><span className={s.muted}>Calculated at checkout</span></div>
              <div className={s.total}><span>Total</span><span className={s.amount}>{formatPrice(subtotalCents, { cents: true })}</span></div>
            </div>
          </>
        )}
      </Drawer>
      <ExpiryDialog titles={expired} onClose={() => setExpired([])} />
    </>
  );
}
