import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

/** Every public route, as a visitor reaches it (ENGINEERING.md section 5: no axe violations). */
const ROUTES = [
  "/", "/gallery", "/gallery?artwork=1", "/shop", "/shop?tab=prints", "/shop?tab=merchandise", "/shop/product/1", "/product/1",
  "/about", "/contact", "/shipping-returns", "/security-policy", "/checkout", "/order-confirmation",
  "/newsletter/confirm?token=unknown", "/newsletter/unsubscribe?token=unknown", "/no-such-page",
];

for (const route of ROUTES) {
  test(`axe finds no WCAG 2.1 A/AA violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  });
}
