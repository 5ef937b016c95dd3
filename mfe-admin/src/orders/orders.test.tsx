import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminOrder } from "@studio/contracts";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";

const me = json({ id: 1, username: "elena" });
const summary = { id: 7, customerName: "Ada Collector", customerEmail: "ada@example.com", status: "paid", totalCents: 261_200,
  itemCount: 3, paymentProvider: "test", createdAt: "2026-11-20T15:30:00.000Z" };
const order: AdminOrder = {
  id: 7, status: "paid", subtotalCents: 260_000, shippingCents: 1_200, totalCents: 261_200, shippingZone: "Standard",
  items: [{ productId: 1, variantId: null, itemType: "originals", productTitle: "The Tide Keeper", variantName: null, quantity: 1, editionNumber: null, unitPriceCents: 250_000 },
    { productId: 2, variantId: 5, itemType: "prints", productTitle: "Harbour print", variantName: "8 x 10 in", quantity: 2, editionNumber: null, unitPriceCents: 5_000 }],
  shippingName: "Ada Collector", shippingStreet: "1 Harbour Road", shippingCity: "Portland", shippingState: "ME", shippingZip: "04101",
  shippingCountry: "United States", email: "ada@example.com", createdAt: "2026-11-20T15:30:00.000Z", customerName: "Ada Collector",
  phone: "555-0100", notes: "Gift wrap please", shippingAddress: { name: "Ada Collector", street: "1 Harbour Road", apartment: "", city: "Portland", state: "ME", zip: "04101", country: "United States" },
  billingAddress: null, paymentProvider: "test", paymentIntentId: "test_pi_7", paidAt: "2026-11-20T15:31:00.000Z",
  updatedAt: "2026-11-20T15:31:00.000Z", nextStatuses: ["processing", "shipped"], refundable: true, printOrders: [],
};
const sent = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method).map(([, init]) => JSON.parse(String(init!.body)));

describe("admin orders", () => {
  it("lists orders with customer, items, total and status; filters by status and searches", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me,
      "/api/admin/orders": json({ orders: [summary], total: 1, page: 1, pageSize: 25 }),
      "/api/admin/orders?status=shipped": json({ orders: [], total: 0, page: 1, pageSize: 25 }),
      "/api/admin/orders?q=ada": json({ orders: [summary], total: 1, page: 1, pageSize: 25 }),
    });
    renderAt("/admin/orders", <App />);
    const row = (await screen.findByRole("link", { name: "#7" })).closest("tr")!;
    expect(row.textContent).toContain("Ada Collector");
    expect(row.textContent).toContain("$2,612.00");
    expect(within(row).getByText("Paid")).toBeTruthy();
    expect(screen.getByRole("link", { name: "#7" }).getAttribute("href")).toBe("/admin/orders/7");

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "shipped" } });
    expect(await screen.findByText("No order matches this search.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Search by order number, name or e-mail"), { target: { value: "ada" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("link", { name: "#7" })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/admin/orders?q=ada")).toBe(true);
  });

  it("an order shows its items, addresses and payment; only the allowed moves are offered; notes save", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me,
      "/api/admin/orders/7": json(order),
      "PATCH /api/admin/orders/7": json({ ...order, status: "shipped", nextStatuses: ["delivered"] }),
    });
    renderAt("/admin/orders/7", <App />);
    expect(await screen.findByText("The Tide Keeper × 1")).toBeTruthy();
    expect(screen.getByText("Harbour print (8 x 10 in) × 2")).toBeTruthy();
    expect(screen.getByText("Same as shipping")).toBeTruthy();
    expect(screen.getByText(/Payment test_pi_7/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark as being prepared" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as delivered" })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Mark as shipped" })));
    expect(sent(fetchMock, "PATCH", "/api/admin/orders/7")).toEqual([{ status: "shipped" }]);
    expect(await screen.findByText("Order #7: Shipped")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Notes for the studio/), { target: { value: "Gift wrap please. Sent with DHL." } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save notes" })));
    expect(sent(fetchMock, "PATCH", "/api/admin/orders/7").at(-1)).toEqual({ notes: "Gift wrap please. Sent with DHL." });
  });

  it("a refund asks first, with restock on by default and a reason", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me,
      "/api/admin/orders/7": json(order),
      "POST /api/admin/orders/7/refund": json({ ...order, status: "refunded", refundable: false, nextStatuses: [] }),
    });
    renderAt("/admin/orders/7", <App />);
    fireEvent.click(await screen.findByRole("button", { name: "Refund…" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund order #7?" });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Damaged in transit" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Refund $2,612.00" })));
    expect(sent(fetchMock, "POST", "/api/admin/orders/7/refund")).toEqual([{ restock: true, reason: "Damaged in transit" }]);
    expect(await screen.findByText("Order #7 refunded")).toBeTruthy();
  });

  it("print on demand: provider, status, ids, tracking, the error and a retry that is sent once", async () => {
    const failed = { provider: "gooten" as const, status: "failed" as const, externalId: "studio-7", providerOrderId: null, attempts: 2,
      lastError: "Gooten refused the recipe id or partner billing key. Copy both from the Gooten Admin (Settings → API) into Print on demand settings.",
      trackingNumber: null, trackingUrl: null, carrier: null, submittedAt: null, shippedAt: null };
    const shipped = { provider: "printful" as const, status: "shipped" as const, externalId: "studio-7", providerOrderId: "7001", attempts: 1,
      lastError: null, trackingNumber: "9400111899223197428490", trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490",
      carrier: "USPS", submittedAt: "2026-11-20T15:32:00.000Z", shippedAt: "2026-11-22T09:00:00.000Z" };
    const fetchMock = stubApi({
      "/api/admin/me": me,
      "/api/admin/orders/7": json({ ...order, printOrders: [failed, shipped] }),
      "POST /api/admin/orders/7/print/gooten/retry": json({ ...order, printOrders: [{ ...failed, status: "submitted", providerOrderId: "21-7002", lastError: null }, shipped] }),
    });
    renderAt("/admin/orders/7", <App />);
    const panel = (await screen.findByRole("heading", { name: "Print on demand" })).closest("section")!;
    expect(within(panel).getByText("Not sent")).toBeTruthy();
    expect(within(panel).getByText("Shipped")).toBeTruthy();
    expect(panel.textContent).toContain("Printful order 7001");
    expect(panel.textContent).toContain("Our reference studio-7");
    expect(within(panel).getByRole("link", { name: "9400111899223197428490" }).getAttribute("href")).toBe(shipped.trackingUrl);
    expect(within(panel).getByRole("alert").textContent).toBe(failed.lastError);
    expect(within(panel).queryByRole("button", { name: "Send to Printful again" })).toBeNull();

    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Send to Gooten again" })));
    expect(sent(fetchMock, "POST", "/api/admin/orders/7/print/gooten/retry")).toEqual([{}]);
    expect(await screen.findByText("Order #7 sent to Gooten")).toBeTruthy();
  });

  it("an order with nothing printed on demand has no print panel", async () => {
    stubApi({ "/api/admin/me": me, "/api/admin/orders/7": json(order) });
    renderAt("/admin/orders/7", <App />);
    expect(await screen.findByText("The Tide Keeper × 1")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Print on demand" })).toBeNull();
  });

  it("an unknown order says so with a way back", async () => {
    stubApi({ "/api/admin/me": me, "/api/admin/orders/99": json({ error: "Order not found" }, 404) });
    renderAt("/admin/orders/99", <App />);
    expect(await screen.findByText("This order does not exist (any more).")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the list" }).getAttribute("href")).toBe("/admin/orders");
  });
});
