import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { addToCart, cartStore, cartToken, timeLeft } from "@studio/sdk";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import { CartDrawer } from "./cart-drawer.tsx";

const print = { id: 1, title: "Harbour print", description: "", imageUrl: "/p.jpg", priceCents: 6500, type: "prints" };
const original = { id: 2, title: "The Tide Keeper", description: "", imageUrl: "/o.jpg", priceCents: 420000, type: "originals" };

describe("cart drawer", () => {
  it("formats the hold countdown", () => {
    expect([timeLeft(900_000).text, timeLeft(61_000).text, timeLeft(60_000).text, timeLeft(59_001).text, timeLeft(-5).text])
      .toEqual(["15:00", "1:01", "1:00", "59 seconds left!", "0 seconds left!"]);
    expect([timeLeft(60_000).urgent, timeLeft(59_999).urgent]).toEqual([false, true]);
  });

  it("says the cart is empty", () => {
    stubApi({});
    renderAt("/", <CartDrawer open onOpenChange={() => {}} />);
    const drawer = screen.getByRole("dialog", { name: "Your Cart" });
    expect(within(drawer).getByText("Your cart is empty")).toBeTruthy();
    expect(within(drawer).getByText("Browse our shop to find beautiful artwork and merchandise.")).toBeTruthy();
  });

  it("shows lines, subtotal, shipping and total, and clears", async () => {
    stubApi({});
    addToCart(print, 2);
    renderAt("/", <CartDrawer open onOpenChange={() => {}} />);
    const drawer = screen.getByRole("dialog", { name: "Your Cart" });
    expect(drawer.textContent).toContain("Subtotal$130.00");
    expect(drawer.textContent).toContain("ShippingCalculated at checkout");
    expect(drawer.textContent).toContain("Total$130.00");
    expect(within(drawer).getByRole("link", { name: "Proceed to Checkout" }).getAttribute("href")).toBe("/checkout");
    await act(async () => fireEvent.click(within(drawer).getByRole("button", { name: "Clear Cart" })));
    expect(cartStore.items).toEqual([]);
  });

  it("while open, removes an expired original, releases it and lists it in 'Time Limit Expired'", async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const fetchMock = stubApi({ "POST /api/cart/release-reservation": json({ success: true }) });
    addToCart(original);
    addToCart(print);
    renderAt("/", <CartDrawer open onOpenChange={() => {}} />);
    expect(screen.getByText("Reserved for 15:00")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(14 * 60_000 + 1000));
    expect(screen.getByText("59 seconds left!")).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(cartStore.items.map((i) => i.id)).toEqual([1]);
    const dialog = screen.getByRole("dialog", { name: "Time Limit Expired" });
    expect(within(dialog).getByText("The Tide Keeper")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Return to Shop" }).getAttribute("href")).toBe("/shop");
    const release = fetchMock.mock.calls.filter(([url]) => url === "/api/cart/release-reservation");
    expect(release.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ productId: 2, cartToken: cartToken() }]);
  });
});
