import { expect, test } from "./fixtures.ts";
import { ADMIN } from "../playwright.config.ts";

/**
 * The whole path: admin API write -> outbox -> relay -> bus (NATS JetStream in CI) -> gateway -> /ws ->
 * SWR revalidates -> an already-open page shows the new footer title without reloading.
 */
test("changing footer_title through the admin API updates an open page without reload", async ({ page, request }) => {
  await page.goto("/gallery");
  // The socket opens after the server-rendered page is shown; a change before that is not announced to it.
  await page.locator('html[data-live="connected"]').waitFor({ state: "attached" });
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Elena Marsh Studio").first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));

  const login = await request.post("/api/admin/login", {
    headers: { "x-requested-with": "fetch" },
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const title = `Harbour Studio ${Date.now()}`;
  const put = await request.put("/api/admin/settings/footer_title", {
    headers: { "x-requested-with": "fetch" },
    data: { value: title },
  });
  expect(put.status()).toBe(200);

  await expect(footer.getByText(title)).toBeVisible({ timeout: 5_000 });
  expect(await page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe("same page");

  // Put it back for the other specs.
  await request.put("/api/admin/settings/footer_title", { headers: { "x-requested-with": "fetch" }, data: { value: "Elena Marsh Studio" } });
});
