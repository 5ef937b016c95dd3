import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import { App } from "./app.tsx";

const loader = vi.hoisted(() => ({ loadRemoteApp: vi.fn() }));
vi.mock("./remotes/load-remote.ts", () => loader);

describe("App routes", () => {
  it("an unknown path shows the not-found page and title", async () => {
    stubApi({ "/api/settings/studio_name": json({ key: "studio_name", value: "Elena Marsh Studio" }) });
    renderAt("/nope", <App />);
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Page Not Found — Elena Marsh Studio"));
  });

  it("home shows the hero from settings, View Gallery, and Shop Now while the shop is enabled", async () => {
    stubApi({ "/api/settings/home_hero_heading": json({ key: "home_hero_heading", value: "Paintings of tides" }) });
    renderAt("/", <App />);
    expect(await screen.findByRole("heading", { name: "Paintings of tides" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Gallery" }).getAttribute("href")).toBe("/gallery");
    expect(screen.getByRole("link", { name: "Shop Now" }).getAttribute("href")).toBe("/shop");
  });

  it("the policy pages carry the spec's shipping and returns facts", () => {
    stubApi({});
    renderAt("/shipping-returns", <App />);
    expect(screen.getByRole("heading", { name: "Shipping & Returns", level: 1 })).toBeTruthy();
    for (const fact of ["3–5 business days", "2–3 business days", "10–21 business days", "within 14 days", "15%", "within 30 days", "48 hours", "24–48 business hours"]) {
      expect(document.body.textContent).toContain(fact);
    }
  });

  it("remote URLs render the owning remote in the slot", async () => {
    stubApi({});
    loader.loadRemoteApp.mockResolvedValue(() => <h1>Product detail</h1>);
    renderAt("/product/7", <App />);
    expect(await screen.findByRole("heading", { name: "Product detail" })).toBeTruthy();
    expect(loader.loadRemoteApp).toHaveBeenCalledWith("shop", false);
  });
});
