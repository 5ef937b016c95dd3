import { expect, signIn, test } from "./fixtures.ts";

/**
 * Print on demand (issue 9), against the providers' local stand-in (api/test/print-stand-in.ts, started by the
 * Playwright config; the server's PRINTFUL_API_URL points at it): the owner saves her Printful key, tests it, imports a
 * mug with her own prices, and it is for sale in the shop.
 */
const PRINTFUL_KEY = "pf-stand-in-key-7Q2x";

test("the owner connects Printful, imports a mug at her prices, and it is in the shop", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/printful-settings");
  const providers = page.getByRole("form", { name: "Print providers" });
  await providers.getByLabel("Use Printful").check();
  await providers.getByLabel("API key (private token)").fill(PRINTFUL_KEY);
  await providers.getByRole("button", { name: "Save print settings" }).click();
  await expect(page.getByText("Print settings saved")).toBeVisible();
  // Only the last four characters come back.
  await expect(providers.getByText("…7Q2x")).toBeVisible();
  await expect(providers.getByLabel("API key (private token)")).toHaveValue("");
  await providers.getByRole("button", { name: "Test connection" }).first().click();
  await expect(page.getByText("Connected to Printful: Elena Marsh Prints.")).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Print on demand" }).click();
  await expect(page).toHaveURL(/\/admin\/dropshipping$/);
  await page.getByLabel("Search the catalogue").fill("mug");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("list", { name: "Catalogue products" }).getByRole("button", { name: /White Glossy Mug/ }).click();
  const form = page.getByRole("form", { name: "Import product" });
  await form.getByLabel(/^Title in your shop/).fill("Harbour at Dusk mug");
  await expect(form.getByLabel("Type", { exact: true })).toHaveValue("merchandise"); // a mug is merchandise
  await form.getByLabel("Price of White Glossy Mug (11 oz)").fill("24");
  await form.getByLabel("Offer White Glossy Mug (15 oz)").uncheck();
  await form.getByRole("button", { name: "Import 1 variant" }).click();
  await expect(page.getByText("Imported into your shop.")).toBeVisible();
  const edit = page.getByRole("link", { name: "Edit “Harbour at Dusk mug”" });
  const productId = Number((await edit.getAttribute("href"))!.split("/").pop());

  // The owner's edit screen says who prints it.
  await edit.click();
  await expect(page.getByText(/Printed by Printful/)).toBeVisible();

  await page.goto("/shop");
  await page.getByRole("tab", { name: "Merchandise" }).click();
  await expect(page.getByRole("main").getByText("Harbour at Dusk mug")).toBeVisible();
  await page.goto(`/shop/product/${productId}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Harbour at Dusk mug" })).toBeVisible();
  await expect(main.getByText("$24.00").first()).toBeVisible();
  await expect(main.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  // The mockup was stored as the product's own image.
  await expect(main.getByRole("img", { name: /Harbour at Dusk mug/ }).first()).toHaveAttribute("src", /^\/uploads\/img\/[0-9a-f]{32}\//);
});
