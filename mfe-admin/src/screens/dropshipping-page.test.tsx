import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { bodies } from "../test/fixtures.ts";

const me = json({ id: 1, username: "elena" });
const settings = (printful: boolean, gooten: boolean) => json({
  printful: { enabled: printful, baseUrl: "", apiKey: { isSet: printful, last4: printful ? "7Q2x" : "" } },
  gooten: { enabled: gooten, recipeId: gooten ? "r" : "", baseUrl: "", partnerBillingKey: { isSet: gooten, last4: gooten ? "9K3w" : "" } },
});
const item = (id: string, name: string, category: string) => ({ id, name, category, thumbnailUrl: `https://files.cdn.printful.com/${id}.png` });
const poster = {
  provider: "printful", id: "1", name: "Enhanced Matte Paper Poster (in)", description: "Museum-quality poster.", category: "Poster",
  imageUrls: ["https://files.cdn.printful.com/poster.png"], importedAs: null,
  variants: [
    { id: "3876", name: "Poster (12″×16″)", costCents: 1150, imageUrl: null },
    { id: "1", name: "Poster (18″×24″)", costCents: 1575, imageUrl: null },
    { id: "2", name: "Poster (24″×36″)", costCents: 2100, imageUrl: null },
  ],
};

describe("/admin/dropshipping", () => {
  it("searches the catalogue, shows a product's variants with cost, and imports the chosen ones at the owner's prices", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me, "/api/admin/print-settings": settings(true, false),
      "/api/admin/print-products/printful": json({ items: [item("1", "Enhanced Matte Paper Poster (in)", "Poster"), item("19", "White Glossy Mug", "Mug")], page: 1, pageCount: 1, total: 2 }),
      "/api/admin/print-products/printful?q=poster": json({ items: [item("1", "Enhanced Matte Paper Poster (in)", "Poster")], page: 1, pageCount: 1, total: 1 }),
      "/api/admin/print-products/printful/1": json(poster),
      "POST /api/admin/print-products/printful/1/import": json({ productId: 42, variantCount: 2, imageId: "a".repeat(32) }, 201),
    });
    renderAt("/admin/dropshipping", <App />);
    const catalogue = await screen.findByRole("list", { name: "Catalogue products" });
    expect(within(catalogue).getAllByRole("button").map((b) => b.textContent)).toEqual(["Enhanced Matte Paper Poster (in)Poster", "White Glossy MugMug"]);
    expect(screen.getByRole("link", { name: "Print on demand" }).getAttribute("aria-current")).toBe("page");
    // Provider images come through our server (the content policy allows our origin only).
    expect(catalogue.querySelector("img")!.getAttribute("src")).toBe("/api/admin/print-products/printful/thumbnail?url=https%3A%2F%2Ffiles.cdn.printful.com%2F1.png");

    fireEvent.change(screen.getByLabelText("Search the catalogue"), { target: { value: "poster" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByText("1 products");
    fireEvent.click(screen.getByRole("button", { name: /Enhanced Matte Paper Poster/ }));

    const form = within(await screen.findByRole("form", { name: "Import product" }));
    const table = within(form.getByRole("table", { name: "Variants to offer" }));
    expect(table.getAllByRole("row").slice(1).map((r) => within(r).getAllByRole("cell").slice(1, 3).map((c) => c.textContent)))
      .toEqual([["Poster (12″×16″)", "$11.50"], ["Poster (18″×24″)", "$15.75"], ["Poster (24″×36″)", "$21.00"]]);
    expect((form.getByLabelText(/^Title in your shop/) as HTMLInputElement).value).toBe("Enhanced Matte Paper Poster (in)");
    expect((form.getByLabelText("Type") as HTMLSelectElement).value).toBe("prints");

    fireEvent.change(form.getByLabelText(/^Title in your shop/), { target: { value: "Harbour at Dusk — poster" } });
    fireEvent.click(form.getByLabelText("Offer Poster (18″×24″)"));
    fireEvent.change(form.getByLabelText("Price of Poster (12″×16″)"), { target: { value: "35" } });
    fireEvent.change(form.getByLabelText("Price of Poster (24″×36″)"), { target: { value: "65.00" } });
    fireEvent.click(form.getByRole("button", { name: "Import 2 variants" }));

    expect(await screen.findByText("Imported into your shop.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit “Harbour at Dusk — poster”" }).getAttribute("href")).toBe("/admin/edit-product/42");
    expect(bodies(fetchMock, "POST", "/api/admin/print-products/printful/1/import")).toEqual([{
      title: "Harbour at Dusk — poster", description: "Museum-quality poster.", type: "prints", subtype: null, artworkId: null,
      variants: [{ providerVariantId: "3876", priceCents: 3500 }, { providerVariantId: "2", priceCents: 6500 }],
    }]);
  });

  it("shows the server's refusal (a product already imported, a price below cost) without losing the form", async () => {
    stubApi({
      "/api/admin/me": me, "/api/admin/print-settings": settings(true, false),
      "/api/admin/print-products/printful": json({ items: [item("1", "Poster", "Poster")], page: 1, pageCount: 1, total: 1 }),
      "/api/admin/print-products/printful/1": json(poster),
      "POST /api/admin/print-products/printful/1/import": json({ error: "Below Printful's cost ($11.50)", fields: { "variants.0.priceCents": "Below Printful's cost ($11.50)" } }, 400),
    });
    renderAt("/admin/dropshipping", <App />);
    fireEvent.click(await screen.findByRole("button", { name: /Poster/ }));
    const form = within(await screen.findByRole("form", { name: "Import product" }));
    fireEvent.change(form.getByLabelText("Price of Poster (12″×16″)"), { target: { value: "5" } });
    fireEvent.click(form.getByRole("button", { name: "Import 3 variants" }));
    expect(await screen.findByText("Could not save")).toBeTruthy();
    expect(form.getAllByText("Below Printful's cost ($11.50)").length).toBeGreaterThan(0);
    expect((form.getByLabelText("Price of Poster (12″×16″)") as HTMLInputElement).value).toBe("5");
  });

  it("opens on Gooten at /admin/import-gooten-product and says when it is not switched on", async () => {
    stubApi({ "/api/admin/me": me, "/api/admin/print-settings": settings(true, false) });
    renderAt("/admin/import-gooten-product", <App />);
    expect(await screen.findByText(/Gooten is not switched on yet/)).toBeTruthy();
    expect((screen.getByLabelText("Provider") as HTMLSelectElement).value).toBe("gooten");
  });

  it("links to the existing product instead of importing twice", async () => {
    stubApi({
      "/api/admin/me": me, "/api/admin/print-settings": settings(true, false),
      "/api/admin/print-products/printful": json({ items: [item("1", "Poster", "Poster")], page: 1, pageCount: 1, total: 1 }),
      "/api/admin/print-products/printful/1": json({ ...poster, importedAs: { id: 7, title: "Harbour poster" } }),
    });
    renderAt("/admin/dropshipping", <App />);
    fireEvent.click(await screen.findByRole("button", { name: /Poster/ }));
    expect(await screen.findByText("This Printful product is already in your shop.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit “Harbour poster”" }).getAttribute("href")).toBe("/admin/edit-product/7");
    expect(screen.queryByRole("form", { name: "Import product" })).toBeNull();
  });
});
