import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Order } from "@studio/contracts";
import { addToCart, cartStore, cartToken, clearCart } from "@studio/sdk";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";

const print = { id: 1, variantId: 11, title: "Harbour print (12 x 16 in)", description: "", imageUrl: "/p.jpg", priceCents: 6500, type: "prints" };
const original = { id: 2, title: "The Tide Keeper", description: "", imageUrl: "/o.jpg", priceCents: 420000, type: "originals" };
const postcard = { id: 3, title: "Postcards", description: "", imageUrl: "/c.jpg", priceCents: 1200, type: "merchandise" };
const zones = [
  { id: 1, name: "Standard", description: "5-7 business days", baseRateCents: 1000, additionalItemRateCents: 250, active: true },
  { id: 2, name: "Expedited", description: "2-3 business days", baseRateCents: 2500, additionalItemRateCents: 500, active: true },
];
const order: Order = {
  id: 42, status: "pending", subtotalCents: 433000, shippingCents: 1500, totalCents: 434500, shippingZone: "Standard",
  items: [
    { productId: 1, variantId: 11, itemType: "prints", productTitle: "Harbour print", variantName: "12 x 16 in", quantity: 2, editionNumber: null, unitPriceCents: 6500 },
    { productId: 2, variantId: null, itemType: "originals", productTitle: "The Tide Keeper", variantName: null, quantity: 1, editionNumber: null, unitPriceCents: 420000 },
  ],
  shippingName: "Ada Collector", shippingStreet: "1 Harbour Road", shippingCity: "Portland", shippingState: "ME", shippingZip: "04101",
  shippingCountry: "United States", email: "ada@example.com", createdAt: "2026-11-23T10:00:00.000Z",
};
const intent = { provider: "test", clientSecret: "test_pi_42_secret_x", paymentIntentId: "test_pi_42", amountCents: 434500, publishableKey: null };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
function fillInformation() {
  type("Full name", "Ada Collector");
  type("Email", "ada@example.com");
  type("Street address", "1 Harbour Road");
  type("City", "Portland");
  type("State", "ME");
  type("ZIP code", "04101");
  fireEvent.click(screen.getByRole("radio", { name: /Standard/ }));
}
const summary = () => screen.getByRole("complementary", { name: "Order summary" }).textContent;
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === path)![1]!.body));

beforeEach(() => clearCart());

describe("checkout remote", () => {
  it("an empty cart says so, with Continue Shopping to /shop", () => {
    stubApi({});
    renderAt("/checkout", <App />);
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/shop");
  });

  it("shows the lines, the originals' countdown and the chosen zone's shipping in the summary", async () => {
    stubApi({ "/api/shipping-zones/active": json(zones) });
    addToCart(print, 2);
    addToCart(original);
    renderAt("/checkout", <App />);
    expect(screen.getByRole("list", { name: "Checkout steps" }).textContent).toBe("1 Information2 Payment");
    expect(summary()).toContain("Subtotal$4,330.00Shipping");
    expect(summary()).toContain("Choose a shipping option");
    const warning = screen.getByText("Original paintings are held for you for 15 minutes").parentElement!;
    expect(within(warning).getByText(/^(15:00|14:59)$/)).toBeTruthy();
    fireEvent.click(await screen.findByRole("radio", { name: /Expedited/ }));
    // 3 items: 2500 + 2 x 500
    expect(summary()).toContain("Shipping$35.00Total$4,365.00");
  });

  it("validation shows the spec's messages and sends nothing", async () => {
    const fetchMock = stubApi({ "/api/shipping-zones/active": json(zones) });
    addToCart(print);
    renderAt("/checkout", <App />);
    await screen.findByRole("radio", { name: /Standard/ });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue to Payment" })));
    for (const message of ["Name must be at least 2 characters", "Please enter a valid email address", "Street address is required",
      "City is required", "State is required", "ZIP code is required", "Please select a shipping option"]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });

  it("billing fields appear only when billing differs, with a picker of the 50 state codes", async () => {
    stubApi({ "/api/shipping-zones/active": json(zones) });
    addToCart(print);
    renderAt("/checkout", <App />);
    expect(screen.queryByLabelText("Billing street address")).toBeNull();
    fireEvent.click(screen.getByLabelText("Billing address is the same as shipping"));
    const state = screen.getByLabelText("Billing state") as HTMLSelectElement;
    expect(state.options.length).toBe(51);
    expect(state.options[1]!.value).toBe("AL");
  });

  it("places the order from the cart, pays with the test card, clears the cart and confirms", async () => {
    const fetchMock = stubApi({
      "/api/shipping-zones/active": json(zones),
      "POST /api/orders": json({ order }, 201),
      "POST /api/create-payment-intent": json(intent),
      "POST /api/payments/test/confirm": json({ status: "succeeded", orderId: 42 }),
      "/api/orders/42": json({ ...order, status: "paid" }),
    });
    addToCart(print, 2);
    addToCart(original);
    renderAt("/checkout", <App />);
    await screen.findByRole("radio", { name: /Standard/ });
    fillInformation();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue to Payment" })));

    const sent = bodyOf(fetchMock, "/api/orders");
    expect(sent).toMatchObject({ customerName: "Ada Collector", shippingZoneId: 1, cartToken: cartToken(), billingSameAsShipping: true });
    expect(sent.cartItems).toEqual([{ productId: 1, variantId: 11, quantity: 2 }, { productId: 2, variantId: null, quantity: 1 }]);
    expect(bodyOf(fetchMock, "/api/create-payment-intent")).toMatchObject({ orderId: 42, cartToken: cartToken() });

    expect(await screen.findByText("Test mode — no real charge.")).toBeTruthy();
    expect(screen.getByText(/Secure payment/)).toBeTruthy();
    expect(summary()).toContain("Total$4,345.00");
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull(); // paying for exactly these lines
    type("Card number", "4242424242424242");
    expect((screen.getByLabelText("Card number", { exact: false }) as HTMLInputElement).value).toBe("4242 4242 4242 4242");
    type("Expiry", "1240");
    type("Security code", "123");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Pay $4,345.00" })));
    expect(bodyOf(fetchMock, "/api/payments/test/confirm")).toEqual({ paymentIntentId: "test_pi_42", cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });

    expect(await screen.findByRole("heading", { name: "Thank you for your order!" })).toBeTruthy();
    expect(cartStore.items).toEqual([]);
    expect(await screen.findByText("Harbour print (12 x 16 in) × 2")).toBeTruthy();
    expect(screen.getByText("#42")).toBeTruthy();
    const read = fetchMock.mock.calls.find(([url]) => url === "/api/orders/42")!;
    expect((read[1]!.headers as Record<string, string>)["X-Cart-Token"]).toBe(cartToken());
  });

  it("a declined card says 'Payment Failed' with the provider's message and stays on the payment step", async () => {
    stubApi({
      "/api/shipping-zones/active": json(zones),
      "POST /api/orders": json({ order: { ...order, subtotalCents: 1200, shippingCents: 1000, totalCents: 2200 } }, 201),
      "POST /api/create-payment-intent": json({ ...intent, amountCents: 2200 }),
      "POST /api/payments/test/confirm": json({ status: "failed", orderId: 42, message: "Your card was declined." }),
    });
    addToCart(postcard);
    renderAt("/checkout", <App />);
    await screen.findByRole("radio", { name: /Standard/ });
    fillInformation();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue to Payment" })));
    expect(await screen.findByText(/Buy now, pay later is available on orders of \$35\.00 or more/)).toBeTruthy();
    type("Card number", "4000000000000002");
    type("Expiry", "12/40");
    type("Security code", "123");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Pay $22.00" })));
    expect(await screen.findByText("Payment Failed")).toBeTruthy();
    expect(screen.getByText("Your card was declined.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay $22.00" })).toBeTruthy();
    expect(cartStore.items).toHaveLength(1);
  });

  it("an order the server refuses shows 'Order Error' with its reason", async () => {
    stubApi({
      "/api/shipping-zones/active": json(zones),
      "POST /api/orders": json({ error: "Only 1 of Postcards left" }, 409),
    });
    addToCart(postcard, 2);
    renderAt("/checkout", <App />);
    await screen.findByRole("radio", { name: /Standard/ });
    fillInformation();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue to Payment" })));
    expect(await screen.findByText("Order Error")).toBeTruthy();
    expect(screen.getByText("Only 1 of Postcards left")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue to Payment" })).toBeTruthy();
  });

  it("shipping options that cannot load say so", async () => {
    stubApi({ "/api/shipping-zones/active": json({ error: "down" }, 500) });
    addToCart(postcard);
    renderAt("/checkout", <App />);
    expect(await screen.findByText("Could not load shipping options. Please try again.")).toBeTruthy();
  });

  it("order confirmation reads payment_status and order_id; a failed order load is silent", async () => {
    stubApi({});
    renderAt("/order-confirmation?payment_status=succeeded&order_id=42", <App />);
    expect(screen.getByRole("heading", { name: "Thank you for your order!" })).toBeTruthy();
    expect(screen.getByText("#42")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What happens next?" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("back from a bank's check, the returned payment is settled by the server, or shown as failed", async () => {
    const fetchMock = stubApi({
      "PATCH /api/orders/42/payment": json({ status: "succeeded", orderId: 42 }),
      "/api/orders/42": json({ ...order, status: "paid" }),
    });
    renderAt("/order-confirmation?payment_status=succeeded&order_id=42&payment_intent=pi_9&redirect_status=succeeded", <App />);
    expect(await screen.findByText("Harbour print (12 x 16 in) × 2")).toBeTruthy();
    const patch = fetchMock.mock.calls.filter(([url, init]) => url === "/api/orders/42/payment" && init?.method === "PATCH");
    expect(patch.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ paymentIntentId: "pi_9", cartToken: cartToken() }]);

    stubApi({ "PATCH /api/orders/43/payment": json({ status: "failed", orderId: 43, message: "Authentication failed" }) });
    renderAt("/order-confirmation?payment_status=succeeded&order_id=43&payment_intent=pi_10&redirect_status=succeeded", <App />);
    expect(await screen.findByRole("heading", { name: "Payment Failed" })).toBeTruthy();
  });

  it("a failed payment shows the spec's message", () => {
    stubApi({});
    renderAt("/order-confirmation?payment_status=failed", <App />);
    expect(screen.getByRole("heading", { name: "Payment Failed" })).toBeTruthy();
    expect(screen.getByText("There was an issue with your payment. Please try again.")).toBeTruthy();
  });
});
