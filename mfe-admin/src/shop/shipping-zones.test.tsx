import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";

const me = json({ id: 1, username: "elena" });
const zones = [
  { id: 1, name: "Standard (US)", description: "5-7 business days", baseRateCents: 1200, additionalItemRateCents: 400, active: true },
  { id: 2, name: "Pickup", description: "", baseRateCents: 0, additionalItemRateCents: 0, active: false },
];
const bodies = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method).map(([, init]) => JSON.parse(String(init!.body)));

describe("shop settings: shipping options", () => {
  it("lists the options with their rates and adds one typed in dollars", async () => {
    const fetchMock = stubApi({ "/api/admin/me": me, "/api/admin/shipping-zones": json(zones), "POST /api/admin/shipping-zones": json({ id: 3 }, 201) });
    renderAt("/admin/shop-settings", <App />);
    const list = await screen.findByRole("list", { name: "Shipping options" });
    expect(list.textContent).toContain("$12.00 first item, $4.00 each additional · 5-7 business days");
    expect(within(list).getByText("Not offered")).toBeTruthy();

    const form = screen.getByRole("form", { name: "Add a shipping option" });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: "Express" } });
    fireEvent.change(within(form).getByLabelText(/^Base rate/), { target: { value: "28.50" } });
    fireEvent.change(within(form).getByLabelText(/^Each additional item/), { target: { value: "6" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Add shipping option" })));
    expect(bodies(fetchMock, "POST", "/api/admin/shipping-zones")).toEqual([
      { name: "Express", description: "", baseRateCents: 2850, additionalItemRateCents: 600, active: true },
    ]);
    expect(await screen.findByText("Shipping option added")).toBeTruthy();
  });

  it("a missing or negative rate is named under its field and nothing is sent", async () => {
    const fetchMock = stubApi({ "/api/admin/me": me, "/api/admin/shipping-zones": json([]) });
    renderAt("/admin/shop-settings", <App />);
    expect(await screen.findByText(/shoppers cannot check out until you add one/)).toBeTruthy();
    const form = screen.getByRole("form", { name: "Add a shipping option" });
    fireEvent.change(within(form).getByLabelText(/^Base rate/), { target: { value: "-3" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Add shipping option" })));
    expect(within(form).getByText("Name is required")).toBeTruthy();
    expect(within(form).getByText("Base rate cannot be negative")).toBeTruthy();
    expect(bodies(fetchMock, "POST", "/api/admin/shipping-zones")).toEqual([]);
  });

  it("edits an option in place", async () => {
    const fetchMock = stubApi({ "/api/admin/me": me, "/api/admin/shipping-zones": json(zones), "PUT /api/admin/shipping-zones/1": json({ id: 1 }) });
    renderAt("/admin/shop-settings", <App />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Standard (US)" }));
    const form = screen.getByRole("form", { name: "Edit Standard (US)" });
    fireEvent.change(within(form).getByLabelText(/^Base rate/), { target: { value: "13" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Save" })));
    expect(bodies(fetchMock, "PUT", "/api/admin/shipping-zones/1")).toEqual([
      { name: "Standard (US)", description: "5-7 business days", baseRateCents: 1300, additionalItemRateCents: 400, active: true },
    ]);
  });
});
