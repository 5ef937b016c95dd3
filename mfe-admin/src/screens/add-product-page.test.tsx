import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { artwork, bodies, product } from "../test/fixtures.ts";

const me = json({ id: 1, username: "elena" });
const types = json([{ id: 1, name: "Oil Paintings", description: "", displayOrder: 0, active: true },
  { id: 2, name: "Retired", description: "", displayOrder: 1, active: false }]);
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent;
const sale = () => within(screen.getByRole("region", { name: "Price and stock" }));
const rows = () => within(screen.getByRole("list", { name: "Variants" })).getAllByRole("listitem");
const defaultRadios = () => rows().map((row) => (within(row).getByLabelText("Default") as HTMLInputElement).checked);
const optionsOf = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.value);

async function openForm(routes = {}) {
  const fetchMock = stubApi({
    "/api/admin/me": me, "/api/admin/artworks": json([artwork(5, "Tide")]), "/api/products/categories": json([]),
    "/api/admin/original-types": types, "/api/admin/products": json([]), ...routes,
  });
  renderAt("/admin/add-product", <App />);
  await screen.findByRole("heading", { name: "Add product" });
  return fetchMock;
}

describe("/admin/add-product", () => {
  it("offers the subtypes of the chosen type", async () => {
    await openForm();
    expect(optionsOf("Subtype")).toEqual(["", "paper", "canvas", "framed", "limited_edition"]);
    change(screen.getByLabelText(/^Type/), "originals");
    await screen.findByRole("option", { name: "Oil Paintings" });
    expect(optionsOf("Subtype")).toEqual(["", "Oil Paintings"]);
  });

  it("the variant editor keeps exactly one default through add, choose and remove", async () => {
    await openForm();
    const add = screen.getByRole("button", { name: "Add variant" });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(defaultRadios()).toEqual([true, false, false]);
    fireEvent.click(within(rows()[2]).getByLabelText("Default"));
    expect(defaultRadios()).toEqual([false, false, true]);
    fireEvent.click(screen.getByRole("button", { name: "Remove variant 3" }));
    expect(defaultRadios()).toEqual([true, false]);
    fireEvent.click(screen.getByRole("button", { name: "Remove variant 1" }));
    expect(defaultRadios()).toEqual([true]);
  });

  it("shows each variant's messages under its fields", async () => {
    const fetchMock = await openForm();
    change(screen.getByLabelText(/^Title/), "Tide print");
    change(sale().getByLabelText(/^Price/), "45");
    fireEvent.click(screen.getByRole("button", { name: "Add variant" }));
    change(within(rows()[0]).getByLabelText(/^Price/), "abc");
    fireEvent.click(screen.getByRole("button", { name: "Add product" }));
    expect(await screen.findByText("Could not save")).toBeTruthy();
    expect(messageOf(within(rows()[0]).getByLabelText("Name"))).toBe("Variant name is required");
    expect(messageOf(within(rows()[0]).getByLabelText(/^Price/))).toBe("Price must be a number");
    expect(bodies(fetchMock, "POST", "/api/admin/products")).toEqual([]);
  });

  it("an original's stock is 0 or 1", async () => {
    const fetchMock = await openForm();
    change(screen.getByLabelText(/^Title/), "Tide");
    change(screen.getByLabelText(/^Type/), "originals");
    change(sale().getByLabelText(/^Price/), "4200");
    change(sale().getByLabelText("Stock"), "2");
    fireEvent.click(screen.getByRole("button", { name: "Add product" }));
    expect(await screen.findByText("Could not save")).toBeTruthy();
    expect(messageOf(sale().getByLabelText("Stock"))).toBe("An original is one of a kind: stock is 0 or 1");
    expect(bodies(fetchMock, "POST", "/api/admin/products")).toEqual([]);
  });

  it("sends the product with its variants in cents, one default", async () => {
    const fetchMock = await openForm({ "POST /api/admin/products": json({ id: 3 }, 201) });
    change(screen.getByLabelText(/^Title/), "Tide print");
    change(screen.getByLabelText("Subtype"), "canvas");
    change(screen.getByLabelText("Artwork"), "5");
    change(sale().getByLabelText(/^Price/), "45");
    change(sale().getByLabelText("Stock"), "20");
    fireEvent.click(screen.getByRole("button", { name: "Add variant" }));
    fireEvent.click(screen.getByRole("button", { name: "Add variant" }));
    change(within(rows()[0]).getByLabelText("Name"), "A4");
    change(within(rows()[0]).getByLabelText(/^Price/), "45");
    change(within(rows()[1]).getByLabelText("Name"), "A3");
    change(within(rows()[1]).getByLabelText(/^Price/), "65.50");
    change(within(rows()[1]).getByLabelText("Stock"), "5");
    fireEvent.click(within(rows()[1]).getByLabelText("Default"));
    fireEvent.click(screen.getByRole("button", { name: "Add product" }));
    expect(await screen.findByText("Product added")).toBeTruthy();
    expect(bodies(fetchMock, "POST", "/api/admin/products")).toEqual([{
      title: "Tide print", description: "", type: "prints", subtype: "canvas", artworkId: 5, imageId: null, altText: "",
      priceCents: 4500, stock: 20, category: null, featured: false, available: true, isLimitedEdition: false,
      editionSize: null, width: null, height: null, seoKeywords: "", seoTitle: "", seoDescription: "",
      variants: [
        { variantName: "A4", priceCents: 4500, stock: 999, available: true, isDefault: false },
        { variantName: "A3", priceCents: 6550, stock: 5, available: true, isDefault: true },
      ],
    }]);
  });
});

describe("/admin/manage-products", () => {
  it("edits stock in place with PATCH and filters by type", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me,
      "/api/admin/products": json([product(1, "Tide print"), product(2, "Tide", { type: "originals", stock: 1 })]),
      "PATCH /api/admin/products/1": json({ id: 1 }),
    });
    renderAt("/admin/manage-products", <App />);
    const stock = await screen.findByLabelText("Stock of Tide print");
    change(stock, "7");
    fireEvent.click(screen.getByRole("button", { name: "Save stock of Tide print" }));
    expect(await screen.findByText("Stock set to 7")).toBeTruthy();
    expect(bodies(fetchMock, "PATCH", "/api/admin/products/1")).toEqual([{ stock: 7 }]);
    change(screen.getByLabelText("Stock of Tide"), "3");
    fireEvent.click(screen.getByRole("button", { name: "Save stock of Tide" }));
    expect(await screen.findByText("An original is one of a kind: stock is 0 or 1")).toBeTruthy();
    change(screen.getByLabelText("Type"), "originals");
    expect(within(screen.getByRole("list", { name: "Products" })).getAllByRole("link", { name: /^Tide/ }).map((a) => a.textContent)).toEqual(["Tide"]);
  });
});
