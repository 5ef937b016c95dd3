import { ButtonLink, Container } from "@studio/design-system";
import { formatPrice, useCart, usePageTitle, useRouterLink } from "@studio/sdk";
import { CartLines } from "./cart-lines.tsx";
import * as s from "./checkout.css.ts";

/** Walking skeleton of checkout: the cart and its subtotal (the Information and Payment steps come next). */
export function CheckoutPage() {
  usePageTitle("Checkout");
  const { items, count, subtotalCents } = useCart();
  const shop = useRouterLink("/shop");

  if (!items.length) {
    return (
      <Container size="sm" className={s.centered}>
        <h1>Your Cart is Empty</h1>
        <p className={s.muted}>Browse the shop to find an original painting, a print or something for every day.</p>
        <ButtonLink {...shop}>Continue Shopping</ButtonLink>
      </Container>
    );
  }

  return (
    <Container size="lg" className={s.page}>
      <h1 className={s.title}>Checkout</h1>
      <div className={s.layout}>
        <CartLines now={Date.now()} />
        <aside className={s.summary} aria-label="Order summary">
          <div className={s.row}><span>Items</span><span>{count}</span></div>
          <div className={s.row}><span>Subtotal</span><span className={s.amount}>{formatPrice(subtotalCents, { cents: true })}</span></div>
          <div className={s.row}><span>Shipping</span><span className={s.muted}>Calculated at checkout</span></div>
          <div className={s.total}><span>Total</span><span className={s.amount}>{formatPrice(subtotalCents, { cents: true })}</span></div>
          <ButtonLink {...shop} variant="secondary" fullWidth>Continue Shopping</ButtonLink>
        </aside>
      </div>
    </Container>
  );
}
