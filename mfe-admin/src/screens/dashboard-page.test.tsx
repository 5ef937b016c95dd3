import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Dashboard } from "@studio/contracts";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";

const me = json({ id: 1, username: "elena" });

function dashboard(over: Partial<Dashboard> = {}): Dashboard {
  return {
    range: { from: "2026-10-25", to: "2026-11-23", tz: "Europe/Lisbon", bucket: "day" },
    traffic: {
      visitors: 1234, pageViews: 4321, returningVisitors: 210, avgSecondsOnPage: 95,
      series: [{ date: "2026-11-22", visitors: 40, pageViews: 130 }, { date: "2026-11-23", visitors: 52, pageViews: 170 }],
      topPages: [{ path: "/", views: 900, avgSeconds: 31 }, { path: "/gallery?category=murals", views: 420, avgSeconds: null }],
      referrers: [{ name: "Direct", count: 700 }, { name: "instagram.com", count: 350 }],
      devices: [{ name: "mobile", count: 3000 }, { name: "desktop", count: 1321 }],
      browsers: [{ name: "Safari", count: 2500 }, { name: "Chrome", count: 1821 }],
      systems: [{ name: "iOS", count: 2400 }],
      countries: [{ name: "PT", count: 2000 }, { name: "US", count: 900 }],
    },
    shop: {
      revenueCents: 1_254_000, orders: 12, averageOrderCents: 104_500,
      series: [{ date: "2026-11-22", revenueCents: 0, orders: 0 }, { date: "2026-11-23", revenueCents: 1_254_000, orders: 12 }],
      bestSellers: [{ title: "Harbour at Dusk, paper print", productId: 7, quantity: 9, revenueCents: 40_500 }, { title: "A deleted product", productId: null, quantity: 1, revenueCents: 9_900 }],
    },
    setup: { payments: "test", mailServer: false },
    attention: {
      ordersToFulfil: 2, unreadInquiries: 0, newCommissionRequests: 1, openCommissionRequests: 3,
      lowStock: [{ productId: 11, title: "Tee", variantName: "M", stock: 0 }, { productId: 7, title: "Harbour at Dusk, paper print", variantName: null, stock: 3 }],
    },
    ...over,
  };
}

describe("/admin/dashboard", () => {
  it("shows what waits for the owner, visitors and sales of the last 30 days in the site's time zone", async () => {
    const fetchMock = stubApi({ "/api/admin/me": me, "/api/admin/dashboard?days=30": json(dashboard()) });
    renderAt("/admin/dashboard", <App />);
    expect(await screen.findByText(/October 25, 2026 to November 23, 2026, days in Europe\/Lisbon time/)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain("/api/admin/dashboard?days=30");

    const attention = screen.getByRole("list", { name: "Needs your attention" });
    const tiles = within(attention).getAllByRole("link").map((a) => [a.getAttribute("href"), a.textContent]);
    expect(tiles).toEqual([
      ["/admin/orders", "Orders to send2Paid, not yet shipped"],
      ["/admin/inquiries", "Unread messages0In Inquiries"],
      ["/admin/commission-requests", "New commission requests13 quoted or in progress"],
      ["#low-stock-panel", "Low stock2Prints and merchandise"],
    ]);

    expect(within(screen.getByLabelText("Visitor figures")).getAllByRole("definition").map((d) => d.textContent)).toEqual([
      "1,234", "4,321", "3.5 per visitor", "210", "Seen on an earlier day", "1m 35s", "Of stays over 5 seconds",
    ]);
    expect(within(screen.getByLabelText("Sales figures")).getAllByRole("definition").map((d) => d.textContent)).toEqual([
      "$12,540.00", "Including shipping", "12", "$1,045.00", "1.0%", "Orders per visitor",
    ]);

    const pages = within(screen.getByRole("region", { name: "Top pages" })).getAllByRole("row").map((r) => r.textContent);
    expect(pages).toEqual(["PageViewsAvg. time", "Home (/)90031s", "/gallery?category=murals420—"]);
    expect(within(screen.getByRole("region", { name: "Where visits came from" })).getAllByRole("listitem").map((li) => li.textContent))
      .toEqual(["Direct or unknown700", "instagram.com350"]);
    expect(within(screen.getByRole("region", { name: "Countries" })).getAllByRole("listitem").map((li) => li.textContent))
      .toEqual(["Portugal2,000", "United States900"]);
    expect(within(screen.getByRole("region", { name: "Devices" })).getByText("Phone 69%")).toBeTruthy();

    const sellers = within(screen.getByRole("region", { name: "Best sellers" }));
    expect(sellers.getByRole("link", { name: "Harbour at Dusk, paper print" }).getAttribute("href")).toBe("/admin/edit-product/7");
    expect(sellers.getAllByRole("row").map((r) => r.textContent)).toEqual(["WorkSoldRevenue", "Harbour at Dusk, paper print9$405.00", "A deleted product1$99.00"]);
    expect(within(screen.getByRole("region", { name: "Low stock" })).getAllByRole("row").map((r) => r.textContent))
      .toEqual(["ProductLeft", "Tee · MSold out", "Harbour at Dusk, paper print3"]);
    // The charts' figures, for screen readers.
    expect(screen.getByRole("table", { name: "Visitors and page views" }).textContent).toBe("Visitors and page viewsDayVisitorsPage viewsNov 2240130Nov 2352170");
  });

  it("changes the range with the quick buttons and a checked custom range, keeping it in the address", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me,
      "/api/admin/dashboard?days=30": json(dashboard()),
      "/api/admin/dashboard?days=7": json(dashboard({ range: { from: "2026-11-17", to: "2026-11-23", tz: "UTC", bucket: "day" } })),
      "/api/admin/dashboard?from=2026-01-01&to=2026-06-30": json(dashboard({ range: { from: "2026-01-01", to: "2026-06-30", tz: "UTC", bucket: "week" } })),
    });
    renderAt("/admin/dashboard", <App />);
    await screen.findByText(/October 25, 2026 to November 23, 2026/);
    expect(screen.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(await screen.findByText(/November 17, 2026 to November 23, 2026, days in UTC time/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe("true");

    const custom = within(screen.getByRole("form", { name: "Custom range" }));
    fireEvent.change(custom.getByLabelText("From"), { target: { value: "2026-06-30" } });
    fireEvent.change(custom.getByLabelText("To"), { target: { value: "2026-01-01" } });
    fireEvent.click(custom.getByRole("button", { name: "Show range" }));
    expect(await custom.findByText("The start date must not be after the end date")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes("from="))).toBe(false);

    fireEvent.change(custom.getByLabelText("From"), { target: { value: "2026-01-01" } });
    fireEvent.change(custom.getByLabelText("To"), { target: { value: "2026-06-30" } });
    fireEvent.click(custom.getByRole("button", { name: "Show range" }));
    expect(await screen.findByText(/January 1, 2026 to June 30, 2026/)).toBeTruthy();
    expect(screen.getByText("Visitors and page views by week").tagName).toBe("FIGCAPTION");
    expect(screen.queryAllByRole("button", { pressed: true })).toEqual([]);
  });

  it("says so when the dashboard cannot be loaded, and keeps sign-out", async () => {
    stubApi({ "/api/admin/me": me, "/api/admin/dashboard?days=30": json({ error: "Database unavailable" }, 500) });
    renderAt("/admin", <App />);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The dashboard could not be loaded: Database unavailable");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });

  it("shows how payments, mail and shipping are set up, also at the spec's /admin/api/* addresses", async () => {
    for (const path of ["/admin/api/stripe", "/admin/api/payment-setup", "/admin/api/smtp", "/admin/api/smtp-providers", "/admin/api/ups", "/admin/api/fedex"]) {
      stubApi({ "/api/admin/me": me, "/api/admin/dashboard?days=30": json(dashboard({ setup: { payments: "stripe", mailServer: path.endsWith("smtp") } })) });
      const { unmount } = renderAt(path, <App />);
      const setup = within(await screen.findByRole("region", { name: "Payments, mail and shipping" }));
      expect(setup.getByRole("heading", { name: "Payments Stripe" })).toBeTruthy();
      expect(setup.getByRole("heading", { name: path.endsWith("smtp") ? "Mail Sending" : "Mail Logged only" })).toBeTruthy();
      expect(setup.getByRole("link", { name: "Mail server" }).getAttribute("href")).toBe("/admin/mail-server");
      expect(setup.getByRole("link", { name: "Shipping options in Shop settings" }).getAttribute("href")).toBe("/admin/shop-settings");
      expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
      unmount();
    }
    stubApi({ "/api/admin/me": me, "/api/admin/dashboard?days=30": json(dashboard()) });
    renderAt("/admin/dashboard", <App />);
    const setup = within(await screen.findByRole("region", { name: "Payments, mail and shipping" }));
    expect(setup.getByRole("heading", { name: "Payments Test mode" })).toBeTruthy();
    expect(setup.getByText(/4242 4242 4242 4242 pays/)).toBeTruthy();
  });
});
