import { fireEvent, screen, within } from "@testing-library/react";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, SETTINGS_TABS } from "@studio/contracts";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import appSource from "../App.tsx?raw";
import { guidePath, HELP_GUIDES } from "../help/guides.ts";

const me = json({ id: 1, username: "elena" });

/** Every admin path App.tsx routes to a screen of its own (not the catch-all or a redirect), read from its source. */
const ADMIN_ROUTES = [...appSource.matchAll(/<Route path="([^"]+)" element=\{([^}]+)\}/g)]
  .filter(([, path, element]) => path !== "*" && element !== "toDashboard")
  .map(([, path]) => path)
  .map((path) => (path.startsWith("admin") ? `/${path}` : `/admin/${path}`));

/** A path with a screen; parameters that name something (a settings tab, an email template) must exist. */
function isAdminScreen(href: string): boolean {
  const match = ADMIN_ROUTES.map((pattern) => matchPath(pattern, href)).find(Boolean);
  if (!match) return false;
  if (match.pattern.path === "/admin/settings/:tab") return SETTINGS_TABS.some((t) => t.id === match.params.tab);
  if (match.pattern.path === "/admin/email-templates/:key") return match.params.key! in MAIL_TEMPLATES;
  return true;
}

async function openGuide(path: string, title: string) {
  stubApi({ "/api/admin/me": me });
  renderAt(path, <App />);
  await screen.findByRole("heading", { level: 1, name: title });
  return screen.getByRole("article", { name: title });
}

/** The guide's links to other screens (not its own section anchors), in order, without repeats. */
const screenLinks = (article: HTMLElement) =>
  [...new Set(within(article).getAllByRole("link").map((a) => a.getAttribute("href")!).filter((href) => !href.startsWith("#")))];

describe("/admin/help-guides", () => {
  it("lists the four guides with their summaries, and each link opens its guide", async () => {
    stubApi({ "/api/admin/me": me });
    renderAt("/admin/help-guides", <App />);
    expect(await screen.findByRole("heading", { level: 1, name: "Help guides" })).toBeTruthy();
    const list = within(screen.getByRole("list", { name: "Guides" }));
    expect(list.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Getting started", "/admin/help-guides/getting-started"],
      ["Setting up the gallery", "/admin/help-guides/setting-up-gallery"],
      ["Managing the shop", "/admin/help-guides/managing-shop"],
      ["Processing orders", "/admin/help-guides/order-processing"],
    ]);
    for (const guide of HELP_GUIDES) expect(list.getByText(guide.summary)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Help guides" }).getAttribute("aria-current")).toBe("page");

    fireEvent.click(list.getByRole("link", { name: "Managing the shop" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Managing the shop" })).toBeTruthy();
  });

  it.each(HELP_GUIDES.map((g) => [g.slug, g] as const))("%s renders its guide with the Help link active", async (slug, guide) => {
    const article = await openGuide(guidePath(slug), guide.title);
    expect(within(article).getByRole("navigation", { name: "In this guide" })).toBeTruthy();
    expect(within(article).getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(3);
    expect(screen.getByRole("link", { name: "Help guides" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "All guides" }).getAttribute("href")).toBe("/admin/help-guides");
    // Every section listed in the contents is on the page under that title.
    for (const entry of within(article).getByRole("navigation", { name: "In this guide" }).querySelectorAll("a")) {
      const section = article.querySelector(entry.getAttribute("href")!)!;
      expect(within(section as HTMLElement).getByRole("heading", { level: 2 }).textContent).toBe(entry.textContent);
    }
  });

  it.each(HELP_GUIDES.map((g) => [g.slug, g] as const))("%s links only to admin screens that exist", async (slug, guide) => {
    const links = screenLinks(await openGuide(guidePath(slug), guide.title));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((href) => !isAdminScreen(href))).toEqual([]);
  });

  it("getting started leads to the screens it explains", async () => {
    const article = await openGuide("/admin/help-guides/getting-started", "Getting started");
    expect(screenLinks(article)).toEqual([
      "/admin/account-security", "/admin/audit-log", "/admin/settings/homepage", "/admin/settings/gallery",
      "/admin/help-guides/setting-up-gallery", "/admin/settings/about", "/admin/settings/contact", "/admin/settings/footer",
      "/admin/analytics-settings", "/admin/dashboard", "/admin/mail-log", "/admin/mail-server",
    ]);
    expect(within(article).getByRole("link", { name: "Mail server" }).getAttribute("href")).toBe("/admin/mail-server");
    expect(within(article).getAllByRole("link", { name: "Setting up the gallery" }).map((a) => a.getAttribute("href")))
      .toEqual(["/admin/help-guides/setting-up-gallery", "/admin/help-guides/setting-up-gallery"]);
  });

  it("order processing explains every order status with the moves the order screen allows", async () => {
    const article = await openGuide("/admin/help-guides/order-processing", "Processing orders");
    const statuses = within(article.querySelector<HTMLElement>("#statuses dl")!);
    const terms = statuses.getAllByRole("term").map((dt) => dt.textContent);
    expect(terms).toEqual(["Awaiting payment", "Payment failed", "Paid", "Being prepared", "Shipped", "Delivered", "Cancelled", "Refunded"]);
    const moves = statuses.getAllByRole("definition").map((dd) => dd.lastElementChild?.textContent);
    expect(moves).toEqual([
      "Next: Cancelled.", "Next: Cancelled.", "Next: Being prepared or Shipped, or a refund.", "Next: Shipped, or a refund.",
      "Next: Delivered, or a refund.", "No further moves, but it can still be refunded.", "Closed.", "Closed.",
    ]);
    expect(within(article).getByRole("link", { name: "Order confirmation" }).getAttribute("href")).toBe("/admin/email-templates/order_confirmation");
  });
});
