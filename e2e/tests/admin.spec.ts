import { expect, openLivePage, test } from "./fixtures.ts";
import { ADMIN } from "../playwright.config.ts";

test("admin screens need a session: the dashboard sends a visitor to the login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("a wrong password shows the server's message and stays on the login", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the owner signs in, edits the footer and sees it on a visitor's open tab; then signs out", async ({ page, context }) => {
  const visitor = await openLivePage(context, "/about");
  await expect(visitor.getByRole("contentinfo").getByText("Elena Marsh Studio").first()).toBeVisible();

  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("admin-authenticated"))).toBe("true");

  const description = `Paintings from the harbour ${Date.now()}`;
  await page.getByRole("link", { name: "Site settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/homepage$/);
  await page.getByRole("link", { name: "Footer" }).click();
  await page.getByLabel("Footer description").fill(description);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(visitor.getByRole("contentinfo").getByText(description)).toBeVisible({ timeout: 5_000 });

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const me = await page.request.get("/api/admin/me");
  expect(me.status()).toBe(401);
});
