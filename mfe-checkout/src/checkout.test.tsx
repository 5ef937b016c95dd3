import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addToCart } from "@studio/sdk";
import { renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";

const print = { id: 1, title: "Harbour print", description: "", imageUrl: "/p.jpg", priceCents: 6500, type: "prints" };
const original = { id: 2, title: "The Tide Keeper", description: "", imageUrl: "/o.jpg", priceCents: 420000, type: "originals" };

describe("checkout remote", () => {
  it("an empty cart says so, with Continue Shopping to /shop", () => {
    stubApi({});
    renderAt("/checkout", <App />);
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/shop");
  });

  it("lists the cart lines and the subtotal; quantity changes update it", async () => {
    stubApi({});
    addToCart(print, 2);
    addToCart(original);
    renderAt("/checkout", <App />);
    const summary = () => screen.getByRole("complementary", { name: "Order summary" }).textContent;
    expect(summary()).toContain("Subtotal$4,330.00");
    expect(screen.getAllByRole("listitem").map((li) => li.querySelector("p")?.textContent)).toEqual(["Harbour print", "The Tide Keeper"]);
    expect(screen.queryByRole("button", { name: "One more The Tide Keeper" })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "One more Harbour print" })));
    expect(summary()).toContain("Subtotal$4,395.00");
    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: "Remove" })[1]!));
    expect(summary()).toContain("Subtotal$195.00");
  });

  it("order confirmation reads payment_status and order_id", () => {
    stubApi({});
    renderAt("/order-confirmation?payment_status=succeeded&order_id=42", <App />);
    expect(screen.getByRole("heading", { name: "Thank you for your order!" })).toBeTruthy();
    expect(screen.getByText("#42")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What happens next?" })).toBeTruthy();
  });

  it("a failed payment shows the spec's message", () => {
    stubApi({});
    renderAt("/order-confirmation?payment_status=failed", <App />);
    expect(screen.getByRole("heading", { name: "Payment Failed" })).toBeTruthy();
    expect(screen.getByText("There was an issue with your payment. Please try again.")).toBeTruthy();
  });
});
