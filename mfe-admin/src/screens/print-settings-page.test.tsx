import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { bodies } from "../test/fixtures.ts";

const me = json({ id: 1, username: "elena" });
const stored = {
  printful: { enabled: true, baseUrl: "", apiKey: { isSet: true, last4: "7Q2x" } },
  gooten: { enabled: false, recipeId: "", baseUrl: "", partnerBillingKey: { isSet: false, last4: "" } },
};
const printful = () => within(screen.getByRole("region", { name: "Printful" }));

describe("/admin/printful-settings", () => {
  it("shows only the last 4 characters of a saved key and keeps it when the field is left empty", async () => {
    const fetchMock = stubApi({ "/api/admin/me": me, "/api/admin/print-settings": json(stored), "PUT /api/admin/print-settings": json(stored) });
    renderAt("/admin/printful-settings", <App />);
    expect(await screen.findByText("A key ending in …7Q2x is saved (encrypted). Leave the field empty to keep it.")).toBeTruthy();
    expect(screen.getByText("No partner billing key saved yet. It is stored encrypted and never shown again in full.")).toBeTruthy();
    const key = printful().getByLabelText("API key (private token)") as HTMLInputElement;
    expect([key.type, key.value]).toEqual(["password", ""]);
    expect((printful().getByLabelText("Use Printful") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "Print providers" }).getAttribute("aria-current")).toBe("page");

    fireEvent.change(screen.getByLabelText("Recipe id"), { target: { value: "my-recipe" } });
    fireEvent.click(screen.getByRole("button", { name: "Save print settings" }));
    expect(await screen.findByText("Print settings saved")).toBeTruthy();
    expect(bodies(fetchMock, "PUT", "/api/admin/print-settings")).toEqual([{
      printful: { enabled: true, baseUrl: "" },
      gooten: { enabled: false, recipeId: "my-recipe", baseUrl: "" },
    }]);
  });

  it("tests the connection with the typed key and shows the provider's answer or its refusal", async () => {
    let answer = json({ ok: true, accountName: "Elena Marsh Prints" });
    const fetchMock = stubApi({
      "/api/admin/me": me, "/api/admin/print-settings": json(stored),
      "POST /api/admin/print-settings/printful/test": (init) => answer(init),
    });
    renderAt("/admin/api/print-settings", <App />);
    await screen.findByRole("region", { name: "Printful" });
    fireEvent.click(printful().getByRole("button", { name: "Test connection" }));
    expect(await printful().findByText("Connected to Printful: Elena Marsh Prints.")).toBeTruthy();
    expect(bodies(fetchMock, "POST", "/api/admin/print-settings/printful/test")).toEqual([{}]);

    answer = json({ error: "Printful refused the API key. Create a private token in Printful (Settings → API) and paste it in Print on demand settings." }, 502);
    fireEvent.change(printful().getByLabelText("API key (private token)"), { target: { value: "pf-typo" } });
    fireEvent.click(printful().getByRole("button", { name: "Test connection" }));
    expect(await printful().findByText(/^Printful refused the API key\./)).toBeTruthy();
    expect(bodies(fetchMock, "POST", "/api/admin/print-settings/printful/test")[1]).toEqual({ apiKey: "pf-typo" });
  });

  it("refuses a bad API address on its field before anything is sent", async () => {
    const fetchMock = stubApi({ "/api/admin/me": me, "/api/admin/print-settings": json(stored) });
    renderAt("/admin/api/print-products", <App />);
    const gooten = within(await screen.findByRole("region", { name: "Gooten" }));
    fireEvent.change(gooten.getByLabelText("API address (optional)"), { target: { value: "ftp://x" } });
    fireEvent.click(screen.getByRole("button", { name: "Save print settings" }));
    expect(await screen.findByText("Could not save")).toBeTruthy();
    expect(gooten.getByText("Enter an address starting with https://")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);
  });
  it("shows the full webhook address of each provider to paste into its dashboard", async () => {
    const webhooks = { printful: "https://studio.example/api/webhooks/printful/Abc_123-token", gooten: "https://studio.example/api/webhooks/gooten/Xyz_987-token" };
    stubApi({ "/api/admin/me": me, "/api/admin/print-settings": json(stored), "/api/admin/print-settings/webhooks": json(webhooks) });
    renderAt("/admin/printful-settings", <App />);
    const panel = within(await screen.findByRole("region", { name: "Shipment updates" }));
    const printfulUrl = await panel.findByLabelText("Printful webhook address") as HTMLInputElement;
    expect([printfulUrl.value, printfulUrl.readOnly]).toEqual([webhooks.printful, true]);
    expect((panel.getByLabelText("Gooten webhook address") as HTMLInputElement).value).toBe(webhooks.gooten);
    expect(panel.getByText(/Paid orders are sent to the provider automatically/)).toBeTruthy();
  });
});
