import { act, fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { product } from "../../sdk/build/fixtures.ts";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";

const catalog = [
  product(1, { type: "originals", subtype: "Oil Paintings", title: "The Tide Keeper", priceCents: 420_000, artworkId: 1, stock: 1 }),
  product(2, { type: "prints", subtype: "paper", title: "Tide Keeper paper print", priceCents: 4500, artworkId: 1,
    variants: [
      { id: 1, productId: 2, variantName: "8 x 10 in", priceCents: 4500, stock: 999, available: true, isDefault: true },
      { id: 2, productId: 2, variantName: "12 x 16 in", priceCents: 7500, stock: 999, available: true, isDefault: false },
    ] }),
  product(3, { type: "prints", subtype: "canvas", title: "Tide Keeper canvas", priceCents: 14_000, artworkId: 1 }),
  product(4, { type: "originals", subtype: "Sculpture", title: "Stone Listener", priceCents: 120_000, artworkId: 2, stock: 1 }),
  product(5, { type: "merchandise", subtype: "Stationery", title: "Studio Postcard Set", priceCents: 1800, stock: 0 }),
  product(6, { type: "originals", subtype: "Oil Paintings", title: "Hidden", available: false }),
];
const types = (names: string[]) => names.map((name, i) => ({ id: i + 1, name, description: "", displayOrder: i, active: true }));

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderShop(path: string) {
  stubApi({
    "/api/products": json(catalog),
    "/api/products/4": json(catalog[3]),
    "/api/original-types": json(types(["Oil Paintings", "Sculpture"])),
    "/api/merchandise-types": json(types(["Stationery", "Mugs"])),
    "/api/settings/shop_description": json({ key: "shop_description", value: "Originals are one of a kind." }),
  });
  return renderAt(path, <><App /><Routes><Route path="*" element={<Location />} /></Routes></>);
}

const cardTitles = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);
const location = () => screen.getByTestId("location").textContent;

describe("shop page", () => {
  it("shows exactly 8 skeletons, then the originals tab newest first with the description and the count", async () => {
    renderShop("/shop");
    expect(screen.getAllByTestId("product-skeleton")).toHaveLength(8);
    expect(await screen.findByRole("heading", { name: "Stone Listener" })).toBeTruthy();
    expect(cardTitles()).toEqual(["Stone Listener", "The Tide Keeper"]);
    expect(screen.getByText("Originals are one of a kind.")).toBeTruthy();
    expect(screen.getByText("2 works").getAttribute("role")).toBe("status");
    expect(screen.getAllByRole("tab").map((t) => [t.textContent, t.getAttribute("aria-selected")]))
      .toEqual([["Original Artwork", "true"], ["Prints", "false"], ["Merchandise", "false"]]);
    expect(screen.getByRole("link", { name: "Stone Listener" }).getAttribute("href")).toBe("/shop/product/4");
    const groups = screen.getByRole("group", { name: "Original type" });
    expect(within(groups).getAllByRole("button").map((b) => b.textContent)).toEqual(["All", "Oil Paintings", "Sculpture"]);
  });

  it("changing tab puts it in the URL and resets the sub-selection (prints: paper)", async () => {
    renderShop("/shop?type=Sculpture&sort=title");
    expect(await screen.findByRole("heading", { name: "Stone Listener" })).toBeTruthy();
    expect(cardTitles()).toEqual(["Stone Listener"]);
    fireEvent.click(screen.getByRole("tab", { name: "Prints" }));
    expect(location()).toBe("/shop?sort=title&tab=prints");
    const chips = screen.getByRole("group", { name: "Print type" });
    expect(within(chips).getAllByRole("button").map((b) => [b.textContent, b.getAttribute("aria-pressed")])).toEqual([
      ["All prints", "false"], ["Paper", "true"], ["Canvas", "false"], ["Framed", "false"], ["Limited Edition", "false"],
    ]);
    expect(cardTitles()).toEqual(["Tide Keeper paper print"]);
    expect(screen.getByText("from $45.00")).toBeTruthy();
    fireEvent.click(within(chips).getByRole("button", { name: "All prints" }));
    expect(location()).toBe("/shop?sort=title&tab=prints&type=all");
    expect(cardTitles()).toEqual(["Tide Keeper canvas", "Tide Keeper paper print"]);
  });

  it("merchandise: sold out badge, and the empty text for an empty type", async () => {
    renderShop("/shop?tab=merchandise");
    expect(await screen.findByRole("heading", { name: "Studio Postcard Set" })).toBeTruthy();
    expect(screen.getByText("Sold Out")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Mugs" }));
    expect(screen.getByText("No products found in this category.")).toBeTruthy();
    expect(screen.getByText("0 works").getAttribute("role")).toBe("status");
  });

  it("sorts by price and filters by the price range (0 to the highest price, in whole dollars)", async () => {
    renderShop("/shop");
    await screen.findByRole("heading", { name: "Stone Listener" });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "price-high" } });
    expect(location()).toBe("/shop?sort=price-high");
    expect(cardTitles()).toEqual(["The Tide Keeper", "Stone Listener"]);
    const max = screen.getByRole("slider", { name: "Maximum price" }) as HTMLInputElement;
    expect([max.min, max.max, max.value]).toEqual(["0", "4200", "4200"]);
    expect(screen.getByText("$0 – $4,200")).toBeTruthy();
    act(() => void fireEvent.change(max, { target: { value: "2000" } }));
    expect(cardTitles()).toEqual(["Stone Listener"]);
    expect(screen.getByText("1 work").getAttribute("role")).toBe("status");
    fireEvent.change(screen.getByRole("slider", { name: "Minimum price" }), { target: { value: "1500" } });
    expect(screen.getByText("No products found in this category.")).toBeTruthy();
  });

  it("?artwork= lists that artwork's products of every type", async () => {
    renderShop("/shop?artwork=1");
    expect(await screen.findByRole("heading", { name: "The Tide Keeper" })).toBeTruthy();
    expect(cardTitles()).toEqual(["Tide Keeper canvas", "Tide Keeper paper print", "The Tide Keeper"]);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("link", { name: "View the whole shop" }).getAttribute("href")).toBe("/shop");
  });

  it("?artwork= with exactly one product opens that product's page", async () => {
    renderShop("/shop?artwork=2");
    expect(await screen.findByRole("heading", { level: 1, name: "Stone Listener" })).toBeTruthy();
    expect(location()).toBe("/shop/product/4");
  });
});
