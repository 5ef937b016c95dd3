import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ZPaymentResult, type Order } from "@studio/contracts";
import { ButtonLink, Container } from "@studio/design-system";
import { api, cartToken, OrderLines, useOrder, usePageTitle, useRouterLink } from "@studio/sdk";
import * as s from "./checkout.css.ts";

/** The order as the server has it: items, totals and where it is going. */
function OrderDetails({ order }: { order: Order }) {
  return (
    <div className={s.details}>
      <OrderLines order={order} />
      <h2 className={s.summaryTitle}>Shipping to</h2>
      <address className={s.address}>
        {order.shippingName}<br />{order.shippingStreet}<br />
        {order.shippingCity}, {order.shippingState} {order.shippingZip}<br />{order.shippingCountry}
      </address>
      <p className={s.muted}>A confirmation is on its way to {order.email}.</p>
    </div>
  );
}

/**
 * Back from a bank's check (3-D Secure), Stripe adds payment_intent and redirect_status to the return URL: the
 * server checks the payment with Stripe and settles the order; a failure turns the page into 'Payment Failed'.
 */
function useReturnedPayment(orderId: number | null, paymentIntentId: string | null, onSettled: () => void): boolean {
  const [failed, setFailed] = useState(false);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (orderId === null || !paymentIntentId) return;
    api.patch(`/api/orders/${orderId}/payment`, { paymentIntentId, cartToken: cartToken() }, ZPaymentResult)
      .then((result) => (result.status === "failed" ? setFailed(true) : settled.current()))
      .catch((error: unknown) => console.warn("[checkout] could not confirm the returned payment", error));
  }, [orderId, paymentIntentId]);
  return failed;
}

/** Reads payment_status and order_id from the query (spec section 2, Order confirmation). */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const rawId = Number(params.get("order_id"));
  const succeeded = params.get("payment_status") === "succeeded" && params.get("redirect_status") !== "failed";
  const orderId = succeeded && Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  // Spec section 8: failing to load the order is silent (the page still confirms the number).
  const { data: order, mutate } = useOrder(orderId);
  const returnedFailed = useReturnedPayment(orderId, params.get("payment_intent"), () => void mutate());
  const status = returnedFailed || params.get("redirect_status") === "failed" ? "failed" : params.get("payment_status");
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
      <Container size="sm" className={s.confirmation}>
        <p className={s.success} role="status">Payment successful</p>
        <h1>Thank you for your order!</h1>
        {orderId && <p>Order number <strong>#{orderId}</strong></p>}
        {order && <OrderDetails order={order} />}
        <h2 className={s.summaryTitle}>What happens next?</h2>
        <ol className={s.steps}>
          <li>You will receive an order confirmation by email.</li>
          <li>Your order is carefully packed in the studio.</li>
          <li>You will get tracking details as soon as it ships.</li>
        </ol>
        <div className={s.actions}>
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
