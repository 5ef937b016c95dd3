import { expect, test } from "./fixtures.ts";
import { existsSync, renameSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../../mfe-gallery/dist", import.meta.url));
const hidden = `${dist}.hidden-by-e2e`;

test("with the gallery remote's files removed, /gallery shows the fallback and the rest works", async ({ page }) => {
  expect(existsSync(dist)).toBe(true);
  renameSync(dist, hidden);
  try {
    await page.goto("/gallery");
    await expect(page.getByRole("heading", { name: "This part of the site is taking a break" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Quick Links" })).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click();
    await expect(page.getByRole("main").getByText("The Tide Keeper").first()).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { name: "About the Artist" })).toBeVisible();
  } finally {
    renameSync(hidden, dist);
  }
  // Back in place: a fresh load of /gallery works again.
  await page.goto("/gallery");
  await expect(page.getByRole("main").getByText("The Tide Keeper").first()).toBeVisible();
});
