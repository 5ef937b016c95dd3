import type { APIRequestContext } from "@playwright/test";
import { expect, openLivePage, signIn, test } from "./fixtures.ts";
import { ADMIN } from "../playwright.config.ts";

/** Settings through the admin API as the owner (the request fixture keeps the session cookie). */
async function setSettings(request: APIRequestContext, values: Record<string, string>) {
  const login = await request.post("/api/admin/login", { headers: { "x-requested-with": "fetch" }, data: { username: ADMIN.username, password: ADMIN.password } });
  expect(login.status()).toBe(200);
  for (const [key, value] of Object.entries(values)) {
    const put = await request.put(`/api/admin/settings/${key}`, { headers: { "x-requested-with": "fetch" }, data: { value } });
    expect(put.status(), `${key}: ${await put.text()}`).toBe(200);
  }
}

const DEMO_HOME = { testimonials_enabled: "true", social_proof_enabled: "true", shop_page_enabled: "true", studio_visit_enabled: "true" };

test.afterEach(async ({ request }) => {
  await setSettings(request, DEMO_HOME);
});

test("the owner switches the home page's blocks in Site settings and an open home page follows", async ({ page, context }) => {
  const visitor = await openLivePage(context, "/");
  const main = visitor.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Paintings of tides, orchards and imagined places");
  await expect(main.getByRole("link", { name: "View Gallery" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Shop Now" })).toBeVisible();
  const recommendations = main.getByRole("region", { name: "Chosen for you" });
  await expect(recommendations.getByRole("listitem")).toHaveCount(6);
  const testimonials = main.getByRole("region", { name: "What Collectors Say" });
  await expect(testimonials.getByRole("listitem")).toHaveCount(4);
  await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(4);
  const proof = main.getByRole("region", { name: "Collected Around the World" });
  await expect(proof.getByText("Works sold")).toBeVisible();

  await signIn(page);
  await page.getByRole("link", { name: "Site settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/homepage$/);
  await page.getByLabel("Show testimonials").uncheck();
  await page.getByLabel("Show recent purchases and studio figures").uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(testimonials).toHaveCount(0, { timeout: 5_000 });
  await expect(proof).toHaveCount(0);
  await expect(recommendations).toBeVisible();

  await page.getByRole("link", { name: "Shop settings" }).click();
  await page.getByLabel("Shop is open").uncheck();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(main.getByRole("link", { name: "Shop Now" })).toHaveCount(0, { timeout: 5_000 });
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Shop", exact: true })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "View Gallery" })).toBeVisible();

  // Switched back on, they return.
  await page.getByLabel("Shop is open").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(main.getByRole("link", { name: "Shop Now" })).toBeVisible({ timeout: 5_000 });
});

test("a fresh load of the home page follows the settings too (server-rendered)", async ({ page, request }) => {
  await setSettings(request, { testimonials_enabled: "false", social_proof_enabled: "true", shop_page_enabled: "false" });
  const res = await request.get("/");
  const html = await res.text();
  expect(html).toContain("Collected Around the World");
  expect(html).not.toContain("What Collectors Say");
  expect(html).not.toContain("Shop Now");
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Collected Around the World" })).toBeVisible();
  await expect(page.getByRole("region", { name: "What Collectors Say" })).toHaveCount(0);
});

test("about: the studio section and Book a Studio Visit show only while studio visits are on", async ({ page, request }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "CV Highlights" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Solo exhibition, The Harbour Gallery" })).toContainText("2025");
  await page.getByRole("link", { name: "Book a Studio Visit" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await setSettings(request, { studio_visit_enabled: "false" });
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Visit the Studio" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Book a Studio Visit" })).toHaveCount(0);
});

test("Google Analytics loads once, and only when switched on with an id", async ({ page, request }) => {
  const loads: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Gallery", exact: true }).first().click();
  await expect(page).toHaveURL(/\/gallery$/);
  expect(loads).toEqual([]);

  await setSettings(request, { google_analytics_enabled: "true", google_analytics_id: "G-TEST12345" });
  try {
    await page.goto("/");
    await expect.poll(() => loads.length).toBe(1);
    expect(loads[0]).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST12345");
    await page.getByRole("banner").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole("banner").getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    expect(loads).toHaveLength(1);
    expect(await page.locator("script[data-google-analytics]").count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length)).toBeGreaterThanOrEqual(2);
  } finally {
    await setSettings(request, { google_analytics_enabled: "false" });
  }
});
