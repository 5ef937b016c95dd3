import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Every public route of spec section 2 renders inside the shell: header navigation, footer, its own content. */
async function expectShell(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Gallery" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Shop" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Quick Links" })).toBeVisible();
}

const ROUTES: { path: string; text: string | RegExp }[] = [
  { path: "/", text: "Paintings of tides, orchards and imagined places" },
  { path: "/gallery", text: "The Tide Keeper" },
  { path: "/shop", text: "The Tide Keeper" },
  { path: "/shop/product/1", text: "The Tide Keeper" },
  { path: "/product/1", text: "The Tide Keeper" },
  { path: "/checkout", text: "Your Cart is Empty" },
  { path: "/order-confirmation", text: "No order to show" },
  { path: "/about", text: "About the Artist" },
  { path: "/contact", text: "Get in touch" },
  { path: "/shipping-returns", text: /Original paintings ship within 3–5 business days/ },
  { path: "/security-policy", text: /Security/ },
];

for (const route of ROUTES) {
  test(`${route.path} renders inside the shell`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    await page.goto(route.path);
    await expectShell(page);
    await expect(page.getByRole("main").getByText(route.text).first()).toBeVisible();
    await expect(page).toHaveTitle(/ — Elena Marsh Studio$/);
    expect(errors).toEqual([]);
  });
}

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expectShell(page);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("navigating between remotes keeps one page (client-side routing)", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Gallery" }).click();
  await expect(page.getByRole("main").getByText("The Tide Keeper").first()).toBeVisible();
  await nav.getByRole("link", { name: "Shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("main").getByText("Get in touch")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
});

test("the mobile menu lists the links and closes when the route changes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "About" })).toBeVisible();
  await menu.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
});
