import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cartStore } from "@studio/sdk";
import { product } from "../../sdk/build/fixtures.ts";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";

describe("shop remote", () => {
  it("lists products newest first with formatted prices after 8 skeletons", async () => {
    stubApi({ "/api/products": json([product(3, { title: "Tote", priceCents: 2800 }), product(9, { title: "Tide Keeper", priceCents: 420000 })]) });
    renderAt("/shop", <App />);
    expect(screen.getAllByTestId("product-skeleton")).toHaveLength(8);
    await screen.findByRole("link", { name: "Tide Keeper" });
    expect(screen.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Tide Keeper", "/shop/product/9"], ["Tote", "/shop/product/3"],
    ]);
    expect(screen.getByText("$4,200.00")).toBeTruthy();
    expect(screen.getByText("$28.00")).toBeTruthy();
  });

  it("shows the empty text when there are no products", async () => {
    stubApi({ "/api/products": json([]) });
    renderAt("/shop", <App />);
    expect(await screen.findByText("No products found in this category.")).toBeTruthy();
  });

  it("product detail at /product/:id adds to the cart", async () => {
    stubApi({ "/api/products/5": json(product(5, { title: "Harbour print", priceCents: 6500 })) });
    renderAt("/product/5", <App />);
    expect(await screen.findByRole("heading", { name: "Harbour print" })).toBeTruthy();
    expect(screen.getByText("$65.00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(cartStore.items.map((i) => [i.id, i.title, i.priceCents, i.quantity])).toEqual([[5, "Harbour print", 6500, 2]]);
    expect(await screen.findByText("Added to cart")).toBeTruthy();
  });

  it("a product that fails to load shows Product Not Found with Back to Shop", async () => {
    stubApi({});
    renderAt("/shop/product/404", <App />);
    expect(await screen.findByRole("heading", { name: "Product Not Found" })).toBeTruthy();
    expect(screen.getByText("We couldn't find the product you're looking for.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Shop" }).getAttribute("href")).toBe("/shop");
  });

  it("out of stock: Sold Out, disabled, with the out-of-stock message", async () => {
    stubApi({ "/api/products/2": json(product(2, { stock: 0 })) });
    renderAt("/shop/product/2", <App />);
    const button = await screen.findByRole("button", { name: "Sold Out" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("This product is currently out of stock.")).toBeTruthy();
  });

  it("cuts long descriptions at 150 characters with read more / read less", async () => {
    const description = "x".repeat(200);
    stubApi({ "/api/products/4": json(product(4, { description })) });
    renderAt("/shop/product/4", <App />);
    expect(await screen.findByText(`${"x".repeat(150)}…`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Read more" }));
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Read less" })).toBeTruthy();
  });
});
