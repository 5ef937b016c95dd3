import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addToCart, cartStore, cartToken, clearCart } from "@studio/sdk";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";

/** A stand-in for Stripe.js (js.stripe.com cannot be reached here): records how the checkout drives it. */
function fakeStripe(confirm: () => Promise<{ error?: { message: string } }>) {
  const seen = { keys: [] as string[], clientSecrets: [] as string[], mounted: 0, confirmations: [] as unknown[] };
  (globalThis as { Stripe?: unknown }).Stripe = (key: string) => {
    seen.keys.push(key);
    return {
      elements: (options: { clientSecret: string }) => {
        seen.clientSecrets.push(options.clientSecret);
        return { create: () => ({ mount: () => void seen.mounted++, destroy: () => {} }), submit: async () => ({}) };
      },
      confirmPayment: (options: unknown) => {
        seen.confirmations.push(options);
        return confirm();
      },
    };
  };
  return seen;
}

const postcard = { id: 3, title: "Postcards", description: "", imageUrl: "/c.jpg", priceCents: 4800, type: "merchandise" };
const zones = [{ id: 1, name: "Standard", description: "", baseRateCents: 1000, additionalItemRateCents: 0, active: true }];
const order = {
  id: 42, status: "pending", subtotalCents: 4800, shippingCents: 1000, totalCents: 5800, shippingZone: "Standard", items: [],
  shippingName: "Ada", shippingStreet: "1 Harbour Road", shippingCity: "Portland", shippingState: "ME", shippingZip: "04101",
  shippingCountry: "United States", email: "ada@example.com", createdAt: "2026-11-23T10:00:00.000Z",
};

async function reachPayment(publishableKey: string, extra: Record<string, ReturnType<typeof json>> = {}) {
  const fetchMock = stubApi({
    "/api/shipping-zones/active": json(zones),
    "POST /api/orders": json({ order }, 201),
    "POST /api/create-payment-intent": json({ provider: "stripe", clientSecret: "pi_9_secret_x", paymentIntentId: "pi_9", amountCents: 5800, publishableKey }),
    ...extra,
  });
  addToCart(postcard);
  renderAt("/checkout", <App />);
  await screen.findByRole("radio", { name: /Standard/ });
  for (const [label, value] of [["Full name", "Ada Collector"], ["Email", "ada@example.com"], ["Street address", "1 Harbour Road"],
    ["City", "Portland"], ["State", "ME"], ["ZIP code", "04101"]]) {
    fireEvent.change(screen.getByLabelText(label!, { exact: false }), { target: { value } });
  }
  fireEvent.click(screen.getByRole("radio", { name: /Standard/ }));
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue to Payment" })));
  return fetchMock;
}

afterEach(() => {
  delete (globalThis as { Stripe?: unknown }).Stripe;
  clearCart();
  vi.restoreAllMocks();
});

describe("Stripe payment step", () => {
  it("mounts the Payment Element for the order's payment, confirms it, and lets the server check it before confirming", async () => {
    const seen = fakeStripe(async () => ({}));
    const fetchMock = await reachPayment("pk_test_abc", { "PATCH /api/orders/42/payment": json({ status: "succeeded", orderId: 42 }) });
    const pay = await screen.findByRole("button", { name: "Pay $58.00" });
    expect(screen.queryByText("Test mode — no real charge.")).toBeNull();
    expect([seen.keys, seen.clientSecrets, seen.mounted]).toEqual([["pk_test_abc"], ["pi_9_secret_x"], 1]);
    await act(async () => fireEvent.click(pay));
    expect(seen.confirmations).toEqual([expect.objectContaining({
      redirect: "if_required", confirmParams: { return_url: "http://localhost:3000/order-confirmation?payment_status=succeeded&order_id=42" },
    })]);
    const patch = fetchMock.mock.calls.find(([url, init]) => url === "/api/orders/42/payment" && init?.method === "PATCH")!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ paymentIntentId: "pi_9", cartToken: cartToken() });
    expect(await screen.findByRole("heading", { name: "Thank you for your order!" })).toBeTruthy();
    expect(cartStore.items).toEqual([]);
  });

  it("a card Stripe declines shows 'Payment Failed' with Stripe's message and keeps the cart", async () => {
    fakeStripe(async () => ({ error: { message: "Your card has insufficient funds." } }));
    await reachPayment("pk_test_abc");
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Pay $58.00" })));
    expect(await screen.findByText("Payment Failed")).toBeTruthy();
    expect(screen.getByText("Your card has insufficient funds.")).toBeTruthy();
    expect(cartStore.items).toHaveLength(1);
  });

  it("logs a console error when the publishable key lacks the pk_ prefix", async () => {
    fakeStripe(async () => ({}));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await reachPayment("sk_test_wrong");
    await screen.findByRole("button", { name: "Pay $58.00" });
    expect(error.mock.calls.some(([message]) => String(message).includes('should start with "pk_"'))).toBe(true);
  });
});
