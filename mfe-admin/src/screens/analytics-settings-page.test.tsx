import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import App from "../App.tsx";
import { bodies } from "../test/fixtures.ts";
import { echoSetting, messageOf, storedSettings } from "../test/settings.ts";

const me = json({ id: 1, username: "elena" });
const form = (name: string) => within(screen.getByRole("form", { name }));
const save = (name = "Google Analytics") => form(name).getByRole("button", { name: "Save changes" });

describe("/admin/analytics-settings", () => {
  it("refuses Google Analytics without a measurement id, then saves both", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me, "/api/admin/settings": storedSettings({}),
      "PUT /api/admin/settings/google_analytics_enabled": echoSetting("google_analytics_enabled"),
      "PUT /api/admin/settings/google_analytics_id": echoSetting("google_analytics_id"),
    });
    renderAt("/admin/analytics-settings", <App />);
    await screen.findByRole("form", { name: "Google Analytics" });
    expect(screen.getByText(/no third-party script runs/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Analytics" }).getAttribute("aria-current")).toBe("page");
    const enabled = screen.getByLabelText("Use Google Analytics") as HTMLInputElement;
    expect(enabled.checked).toBe(false);
    fireEvent.click(enabled);
    fireEvent.click(save());
    expect(await screen.findByText("Could not save")).toBeTruthy();
    expect(messageOf(screen.getByLabelText("Measurement id"))).toBe("Enter the measurement id to use Google Analytics");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Measurement id"), { target: { value: "G-ABC123XYZ" } });
    fireEvent.click(save());
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(bodies(fetchMock, "PUT", "/api/admin/settings/google_analytics_enabled")).toEqual([{ value: "true" }]);
    expect(bodies(fetchMock, "PUT", "/api/admin/settings/google_analytics_id")).toEqual([{ value: "G-ABC123XYZ" }]);
  });

  it("saves the time zone the dashboard counts days in; UTC until one is chosen", async () => {
    const fetchMock = stubApi({
      "/api/admin/me": me, "/api/admin/settings": storedSettings({}),
      "PUT /api/admin/settings/time_zone": echoSetting("time_zone"),
    });
    renderAt("/admin/analytics-settings", <App />);
    await screen.findByRole("form", { name: "Time zone" });
    const zone = form("Time zone").getByLabelText("Time zone") as HTMLSelectElement;
    expect(zone.value).toBe("UTC");
    expect(form("Time zone").getByRole("option", { name: "America/New York" })).toBeTruthy();
    fireEvent.change(zone, { target: { value: "Europe/Lisbon" } });
    fireEvent.click(save("Time zone"));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(bodies(fetchMock, "PUT", "/api/admin/settings/time_zone")).toEqual([{ value: "Europe/Lisbon" }]);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toHaveLength(1);
  });
});
