import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { bodies, product } from "../test/fixtures.ts";

const me = json({ id: 1, username: "elena" });
const edit = {
  id: 5, title: "Harbour tee", description: "", priceCents: 2800, imageId: null, altText: "", stock: 999, type: "merchandise", subtype: null,
  available: true, artworkId: null, category: null, featured: false, height: null, width: null, seoKeywords: "", seoTitle: "",
  seoDescription: "", isLimitedEdition: false, editionSize: null,
  variants: [{ id: 11, variantName: "White / M", priceCents: 2800, stock: 999, available: true, isDefault: true }],
};
const mapping = (providerVariantId: string) => ({
  provider: "printful", providerProductId: "71",
  variants: [{ id: 11, variantName: "White / M", priceCents: 2800, providerVariantId, costCents: 925 }],
  providerVariants: [
    { id: "4012", name: "Unisex Staple T-Shirt (White / M)", costCents: 925, imageUrl: null },
    { id: "4017", name: "Unisex Staple T-Shirt (Black / M)", costCents: 950, imageUrl: null },
  ],
});

describe("print variant mapping on the product edit screen", () => {
  it("shows which provider variant each of our variants is printed as, and saves a change", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me, "/api/admin/products/5": json(edit), "/api/admin/products": json([product(5, "Harbour tee")]),
      "/api/admin/products/5/print-variants": json(mapping("4012")),
      "PUT /api/admin/products/5/print-variants": json(mapping("4017")),
    });
    renderAt("/admin/edit-product/5", <App />);
    const form = within(await screen.findByRole("form", { name: "Printful variants" }));
    const select = form.getByLabelText("Printful variant for White / M") as HTMLSelectElement;
    expect(select.value).toBe("4012");
    expect(form.getByRole("option", { name: "Unisex Staple T-Shirt (Black / M) — $9.50" })).toBeTruthy();
    fireEvent.change(select, { target: { value: "4017" } });
    expect(form.getByText("$9.50", { selector: "td" })).toBeTruthy();
    fireEvent.click(form.getByRole("button", { name: "Save provider variants" }));
    expect(await screen.findByText("Provider variants saved")).toBeTruthy();
    expect(bodies(fetchMock, "PUT", "/api/admin/products/5/print-variants")).toEqual([{ variants: [{ id: 11, providerVariantId: "4017" }] }]);
  });

  it("shows nothing for a product the studio stocks itself", async () => {
    stubApi({
      "/api/admin/me": me, "/api/admin/products/5": json(edit), "/api/admin/products": json([product(5, "Harbour tee")]),
      "/api/admin/products/5/print-variants": json({ provider: null, providerProductId: null, variants: [], providerVariants: [] }),
    });
    renderAt("/admin/edit-product/5", <App />);
    await screen.findByRole("button", { name: "Save changes" });
    expect(screen.queryByRole("form", { name: /variants$/ })).toBeNull();
    expect(screen.queryByText(/Printed by/)).toBeNull();
  });
});
