import { useSearchParams } from "react-router";
import { ButtonLink, Container } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import * as s from "./checkout.css.ts";

/** Reads payment_status and order_id from the query (spec section 2, Order confirmation). */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const status = params.get("payment_status");
  const orderId = params.get("order_id");
  const shop = useRouterLink("/shop");
  const contact = useRouterLink("/contact");
  const checkout = useRouterLink("/checkout");
  usePageTitle(status === "failed" ? "Payment Failed" : "Order Confirmation");

  if (status === "failed") {
    return (
      <Container size="sm" className={s.centered} role="alert">
        <h1>Payment Failed</h1>
        <p className={s.muted}>There was an issue with your payment. Please try again.</p>
        <ButtonLink {...checkout}>Return to Checkout</ButtonLink>
      </Container>
    );
  }
  if (status === "succeeded") {
    return (
      <Container size="sm" className={s.centered}>
        <h1>Thank you for your order!</h1>
        {orderId && <p>Order number <strong>#{orderId}</strong></p>}
        <h2>What happens next?</h2>
        <ol className={s.steps}>
          <li>You will receive an order confirmation by email.</li>
          <li>Your order is carefully packed in the studio.</li>
          <li>You will get tracking details as soon as it ships.</li>
        </ol>
        <div className={s.row}>
          <ButtonLink {...shop}>Continue Shopping</ButtonLink>
          <ButtonLink {...contact} variant="secondary">Contact Us</ButtonLink>
        </div>
      </Container>
    );
  }
  return (
    <Container size="sm" className={s.centered}>
      <h1>No order to show</h1>
      <p className={s.muted}>This page confirms an order after payment.</p>
      <ButtonLink {...shop}>Visit the Shop</ButtonLink>
    </Container>
  );
}
