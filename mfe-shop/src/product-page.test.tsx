import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Product, Variant } from "@studio/contracts";
import { cartStore } from "@studio/sdk";
import { product } from "../../sdk/build/fixtures.ts";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";

const variant = (id: number, patch: Partial<Variant>): Variant =>
  ({ id, productId: 7, variantName: `V${id}`, priceCents: 4500, stock: 999, available: true, isDefault: false, ...patch });

function openProduct(item: Product, path = `/shop/product/${item.id}`, others: Product[] = []) {
  stubApi({ [`/api/products/${item.id}`]: json(item), "/api/products": json([item, ...others]) });
  renderAt(path, <App />);
  return screen.findByRole("heading", { level: 1, name: item.title });
}

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const quantity = () => (screen.getByLabelText("Quantity") as HTMLInputElement).value;

describe("product page", () => {
  it("at /product/:id adds the chosen quantity to the cart and shows a toast", async () => {
    cartStore.items = [];
    await openProduct(product(5, { title: "Harbour print", priceCents: 6500, stock: 10 }), "/product/5");
    expect(screen.getByText("$65.00")).toBeTruthy();
    fireEvent.click(button("Increase quantity"));
    fireEvent.click(button("Increase quantity"));
    fireEvent.click(button("Add to Cart"));
    expect(cartStore.items.map((i) => [i.id, i.title, i.priceCents, i.type, i.quantity])).toEqual([[5, "Harbour print", 6500, "prints", 3]]);
    expect(await screen.findByText("Added to cart")).toBeTruthy();
    expect(screen.getByText("3 × Harbour print")).toBeTruthy();
  });

  it("quantity runs from 1 to the stock: minus disabled at 1, plus at the stock", async () => {
    await openProduct(product(6, { stock: 3 }));
    expect([quantity(), button("Decrease quantity").disabled, button("Increase quantity").disabled]).toEqual(["1", true, false]);
    fireEvent.click(button("Increase quantity"));
    fireEvent.click(button("Increase quantity"));
    expect([quantity(), button("Decrease quantity").disabled, button("Increase quantity").disabled]).toEqual(["3", false, true]);
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "40" } });
    expect(quantity()).toBe("3");
  });

  it("sizes: the default variant is selected, its price and stock apply, and the cart line names it", async () => {
    cartStore.items = [];
    const variants = [variant(1, { variantName: "8 x 10 in" }), variant(2, { variantName: "12 x 16 in", priceCents: 7500, isDefault: true, stock: 2 }),
      variant(3, { variantName: "18 x 24 in", priceCents: 12000, stock: 0 })];
    await openProduct(product(7, { title: "Tide print", priceCents: 4500, variants }));
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, true, false]);
    expect(screen.getByText("$75.00", { selector: "p" })).toBeTruthy();
    fireEvent.click(button("Increase quantity"));
    expect(button("Increase quantity").disabled).toBe(true);
    fireEvent.click(button("Add to Cart"));
    expect(cartStore.items.map((i) => [i.id, i.variantId, i.title, i.priceCents, i.quantity])).toEqual([[7, 2, "Tide print (12 x 16 in)", 7500, 2]]);
    fireEvent.click(screen.getByRole("radio", { name: /18 x 24 in/ }));
    expect(button("Sold Out").disabled).toBe(true);
    expect(screen.getByText("This product is currently out of stock.")).toBeTruthy();
    expect(screen.getByText("$120.00", { selector: "p" })).toBeTruthy();
  });

  it("originals have no quantity picker; Add to Cart holds the original on the server first, until its end time", async () => {
    cartStore.items = [];
    const original = product(1, { type: "originals", subtype: "Oil Paintings", title: "The Tide Keeper", priceCents: 420_000, stock: 1 });
    const fetchMock = stubApi({
      [`/api/products/1`]: json(original), "/api/products": json([original]),
      "POST /api/cart/reserve": json({ productId: 1, expiresAt: "2030-01-01T00:15:00.000Z" }),
    });
    renderAt("/shop/product/1", <App />);
    await screen.findByRole("heading", { level: 1, name: "The Tide Keeper" });
    expect(screen.queryByLabelText("Quantity")).toBeNull();
    expect(screen.queryByRole("button", { name: "Increase quantity" })).toBeNull();
    expect(screen.getByText("One of a kind.")).toBeTruthy();
    fireEvent.click(button("Add to Cart"));
    expect(await screen.findByText("The Tide Keeper is held for you for 15 minutes.")).toBeTruthy();
    expect(cartStore.items.map((i) => [i.id, i.type, i.quantity, i.expiresAt])).toEqual([[1, "originals", 1, Date.parse("2030-01-01T00:15:00.000Z")]]);
    const reserve = fetchMock.mock.calls.find(([url]) => url === "/api/cart/reserve")!;
    expect(JSON.parse(String(reserve[1]!.body))).toEqual({ productId: 1, cartToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
  });

  it("an original held in another cart is not added, and the shopper is told why", async () => {
    cartStore.items = [];
    const original = product(1, { type: "originals", subtype: "Oil Paintings", title: "The Tide Keeper", priceCents: 420_000, stock: 1 });
    stubApi({
      [`/api/products/1`]: json(original), "/api/products": json([original]),
      "POST /api/cart/reserve": json({ error: "Someone else has this original in their cart right now." }, 409),
    });
    renderAt("/shop/product/1", <App />);
    await screen.findByRole("heading", { level: 1, name: "The Tide Keeper" });
    fireEvent.click(button("Add to Cart"));
    expect(await screen.findByText("Not available right now")).toBeTruthy();
    expect(screen.getByText("Someone else has this original in their cart right now.")).toBeTruthy();
    expect(cartStore.items).toEqual([]);
  });

  it("out of stock: Sold Out on a disabled button with the out-of-stock message", async () => {
    await openProduct(product(2, { title: "Studio Postcard Set", type: "merchandise", stock: 0 }));
    expect(button("Sold Out").disabled).toBe(true);
    expect(screen.getByText("This product is currently out of stock.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).toBeNull();
    expect(screen.queryByLabelText("Quantity")).toBeNull();
  });

  it.each(["/shop/product/404", "/shop/product/abc", "/product/0"])("%s shows Product Not Found with Back to Shop", async (path) => {
    stubApi({});
    renderAt(path, <App />);
    expect(await screen.findByRole("heading", { name: "Product Not Found" })).toBeTruthy();
    expect(screen.getByText("We couldn't find the product you're looking for.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Shop" }).getAttribute("href")).toBe("/shop");
  });

  it("cuts descriptions longer than 150 characters with Read more / Read less", async () => {
    const description = `${"a".repeat(150)}${"b".repeat(50)}`;
    await openProduct(product(4, { description }));
    expect(screen.getByText(`${"a".repeat(150)}…`)).toBeTruthy();
    fireEvent.click(button("Read more"));
    expect(screen.getByText(description)).toBeTruthy();
    fireEvent.click(button("Read less"));
    expect(screen.getByText(`${"a".repeat(150)}…`)).toBeTruthy();
  });

  it("a description of exactly 150 characters is shown whole, without Read more", async () => {
    await openProduct(product(8, { description: "c".repeat(150) }));
    expect(screen.getByText("c".repeat(150))).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Read more" })).toBeNull();
  });

  it("lists other products of the same artwork", async () => {
    const others = [product(11, { title: "Canvas", artworkId: 3 }), product(12, { title: "Elsewhere", artworkId: 9 })];
    await openProduct(product(10, { title: "Paper", artworkId: 3 }), "/shop/product/10", others);
    expect(await screen.findByRole("heading", { name: "More from this artwork" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Canvas"]);
  });
});
