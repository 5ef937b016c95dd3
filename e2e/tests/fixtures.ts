import { type BrowserContext, expect, type Page, test as base } from "@playwright/test";
import { ADMIN } from "../playwright.config.ts";

/**
 * Public pages arrive server-rendered and are visible before React has taken them over; a click in between is lost
 * (a button has no handler yet) or becomes a full page load (a link). Every page load in these specs therefore
 * waits for `<html data-hydrated>` (shell/src/page-ready.tsx), which is what a shopper's next click needs too.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});

export { expect };

/** A page in another context (e.g. a visitor beside the signed-in owner), once React has taken it over. */
export async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

/** A second tab (a visitor beside the owner) that has taken over its page and listens for live changes. */
export async function openLivePage(context: BrowserContext, path: string): Promise<Page> {
  const page = await openPage(context, path);
  await page.locator('html[data-live="connected"]').waitFor({ state: "attached" });
  return page;
}

/** Signs the owner in through the login form; the dashboard is open afterwards. */
export async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
