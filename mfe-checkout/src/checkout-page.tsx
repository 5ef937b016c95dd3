import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { shippingCostCents, ZOrder, ZPaymentIntent, type CheckoutForm, type Order, type PaymentIntent, type PaymentResult } from "@studio/contracts";
import { ButtonLink, Container, useToast } from "@studio/design-system";
import {
  api, ApiError, cartToken, clearCart, errorMessage, useCart, useCartExpiry, usePageTitle, useRouterLink, useShippingZones,
} from "@studio/sdk";
import { z } from "zod";
import { CartLines } from "./cart-lines.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { OriginalsWarning } from "./originals-warning.tsx";
import { InformationStep } from "./information-step.tsx";
import { PaymentStep } from "./payment-step.tsx";
import * as s from "./checkout.css.ts";

const ZOrderCreated = z.object({ order: ZOrder });

/** Spec section 2, Checkout: two steps, 1 Information and 2 Payment, beside the order summary. */
export function CheckoutPage() {
  usePageTitle("Checkout");
  const { items, count, subtotalCents } = useCart();
  const shop = useRouterLink("/shop");
  const navigate = useNavigate();
  const { toast } = useToast();
  const zones = useShippingZones();
  const [zoneId, setZoneId] = useState<number | null>(null);
  const [placed, setPlaced] = useState<{ order: Order; payment: PaymentIntent } | null>(null);
  const onExpired = useCallback((titles: string[]) => {
    setPlaced(null); // the order no longer matches the cart
    toast({ title: "Time Limit Expired", description: `${titles.join(", ")} returned to the shop: the 15-minute hold ended.`, variant: "error" });
  }, [toast]);
  const now = useCartExpiry(items.some((i) => i.type === "originals"), onExpired);

  if (!items.length && !placed) {
    return (
      <Container size="sm" className={s.centered}>
        <h1>Your Cart is Empty</h1>
        <p className={s.muted}>Browse the shop to find an original painting, a print or something for every day.</p>
        <ButtonLink {...shop}>Continue Shopping</ButtonLink>
      </Container>
    );
  }

  const placeOrder = async (form: CheckoutForm) => {
    const zone = zones.data?.find((z) => z.id === form.shippingZoneId);
    try {
      const { order } = await api.post("/api/orders", {
        ...form, cartToken: cartToken(), subtotal: subtotalCents / 100, shippingCost: shippingCostCents(zone, count) / 100,
        cartItems: items.map((i) => ({ productId: i.id, variantId: i.variantId ?? null, quantity: i.quantity })),
      }, ZOrderCreated);
      const payment = await api.post("/api/create-payment-intent", {
        orderId: order.id, cartToken: cartToken(), amount: order.totalCents / 100, metadata: { orderId: order.id },
      }, ZPaymentIntent);
      setPlaced({ order, payment });
      window.scrollTo({ top: 0 });
    } catch (error) {
      // A refusal the shopper can act on (a hold ended, stock ran out) says what happened; anything else is generic.
      const specific = error instanceof ApiError && error.status < 500 ? errorMessage(error) : null;
      toast({ title: "Order Error", description: specific ?? "There was a problem creating your order. Please try again.", variant: "error" });
    }
  };

  const onResult = (result: PaymentResult) => {
    if (result.status === "failed") {
      toast({ title: "Payment Failed", description: result.message ?? "Your payment did not go through.", variant: "error" });
      return;
    }
    clearCart(); // the holds became the sale: nothing to release
    toast({ title: "Payment Successful", description: "Thank you for your order!", variant: "success" });
    navigate(`/order-confirmation?payment_status=succeeded&order_id=${result.orderId}`);
  };

  const step = placed ? 2 : 1;
  return (
    <Container size="lg" className={s.page}>
      <h1 className={s.title}>Checkout</h1>
      <ol className={s.stepper} aria-label="Checkout steps">
        <li className={step === 1 ? s.stepCurrent : s.step} aria-current={step === 1 ? "step" : undefined}><span>1</span> Information</li>
        <li className={step === 2 ? s.stepCurrent : s.step} aria-current={step === 2 ? "step" : undefined}><span>2</span> Payment</li>
      </ol>
      <div className={s.layout}>
        <div className={s.main}>
          <OriginalsWarning items={items} now={now} />
          {placed ? (
            <PaymentStep
              orderId={placed.order.id}
              payment={placed.payment}
              subtotalCents={placed.order.subtotalCents}
              onResult={onResult}
              onError={() => toast({ title: "Payment Error", description: "There was a problem processing your payment. Please try again.", variant: "error" })}
              onBack={() => setPlaced(null)}
            />
          ) : (
            <InformationStep onSubmit={placeOrder} onZoneChange={setZoneId} />
          )}
        </div>
        <OrderSummary
          lines={<CartLines now={now} readOnly={placed !== null} />}
          subtotalCents={placed?.order.subtotalCents ?? subtotalCents}
          shippingCents={placed ? placed.order.shippingCents : zoneId === null ? null : shippingCostCents(zones.data?.find((z) => z.id === zoneId), count)}
          totalCents={placed?.order.totalCents ?? null}
        />
      </div>
    </Container>
  );
}
