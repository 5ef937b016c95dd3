import { expect, signIn, test } from "./fixtures.ts";

/**
 * First-party analytics end to end (issue 8): a visitor browses, the owner sees it on her dashboard. The visitor's
 * browser says it is an ordinary desktop Chrome: the headless one the other specs use is filtered out as a robot, so
 * the figures here are exactly this visitor's.
 */
const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("the pages a visitor opens are counted on the owner's dashboard", async ({ page, browser }) => {
  const context = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const visitor = await context.newPage();
  const tracked: string[] = [];
  visitor.on("request", (request) => {
    if (request.url().endsWith("/api/analytics/track")) tracked.push(JSON.parse(request.postData() ?? "{}").path);
  });
  await visitor.goto("/");
  await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const nav = visitor.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Gallery" }).click();
  await expect(visitor).toHaveURL(/\/gallery$/);
  await nav.getByRole("link", { name: "About" }).click();
  await expect(visitor).toHaveURL(/\/about$/);
  await expect.poll(() => tracked).toEqual(["/", "/gallery", "/about"]);
  await context.close();

  await signIn(page);
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?days=7$/);
  const figures = page.getByLabel("Visitor figures").getByRole("definition");
  // Visitors, page views (with per visitor), returning visitors (with its note), average time on page (with its note).
  // (A stay is reported only past 5 seconds, so the average may or may not have one by now.)
  await expect(figures).toHaveText(["1", "3", "3.0 per visitor", "0", "Seen on an earlier day", /^(—|\d+s)$/, "Of stays over 5 seconds"]);
  const pages = page.getByRole("region", { name: "Top pages" }).getByRole("row");
  await expect(pages).toHaveText(["PageViewsAvg. time", /^Home \(\/\)1/, /^\/about1/, /^\/gallery1/]);
  await expect(page.getByRole("region", { name: "Where visits came from" }).getByRole("listitem")).toHaveText(["Direct or unknown1"]);
  await expect(page.getByRole("region", { name: "Browsers" }).getByRole("listitem")).toHaveText(["Chrome3"]);
  await expect(page.getByRole("region", { name: "Devices" }).getByText("Desktop 100%")).toBeVisible();
  // The chart's own figures: today has the visitor and the three views.
  const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  await expect(page.getByRole("table", { name: "Visitors and page views" }).getByRole("row").last()).toHaveText(`${today}13`);
});
