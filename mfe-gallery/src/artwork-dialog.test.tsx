import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { artwork, product } from "../../sdk/build/fixtures.ts";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";
import { currentUrl, LocationProbe } from "./test-helpers.tsx";

const ui = <><App /><LocationProbe /></>;
const image = { src: "/uploads/img/a1/960.jpg", width: 1350, height: 1800, srcset: { avif: "", webp: "", jpeg: "" } };
const tide = artwork(1, {
  title: "The Tide Keeper", medium: "Oil on linen", year: 2025, dimensions: "30 x 40", priceCents: 420000, image,
  description: "A lighthouse keeper's daughter walks the flooded causeway at dusk.",
});
const portfolio = [tide, artwork(2, { title: "Orchard of Clocks", status: "sold" }), artwork(3, { title: "Night Ferry", status: "unavailable" })];

const dialog = () => screen.getByRole("dialog");

describe("artwork dialog", () => {
  it("opens from a card with ?artwork=<id>, shows the details, and Close goes back with focus on the card", async () => {
    stubApi({ "/api/artworks": json(portfolio), "/api/products/artwork/1": json([product(5, { artworkId: 1 })]) });
    renderAt("/gallery", ui);
    fireEvent.click(await screen.findByRole("link", { name: "The Tide Keeper" }));
    expect(currentUrl()).toBe("/gallery?artwork=1");
    const d = await screen.findByRole("dialog", { name: "The Tide Keeper" });
    expect(within(d).getByText("Oil on linen")).toBeTruthy();
    expect(within(d).getByText("2025")).toBeTruthy();
    expect(within(d).getByText("30 × 40 in")).toBeTruthy();
    expect(within(d).getByText("A lighthouse keeper's daughter walks the flooded causeway at dusk.")).toBeTruthy();
    expect(within(d).getByRole("heading", { name: "Available" })).toBeTruthy();
    expect(within(d).getByText("$4,200.00")).toBeTruthy();
    expect((await within(d).findByRole("link", { name: "View in Shop" })).getAttribute("href")).toBe("/shop/product/5");

    fireEvent.click(within(d).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(currentUrl()).toBe("/gallery");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "The Tide Keeper" }));
  });

  it("a shared link opens the dialog directly; closing it removes the parameter", async () => {
    stubApi({ "/api/artworks": json(portfolio), "/api/products/artwork/1": json([]) });
    renderAt("/gallery?category=imaginative-realism&artwork=1", ui);
    const dialog = await screen.findByRole("dialog", { name: "The Tide Keeper" });
    // A data-driven render can reach the DOM before its effects run; the dialog takes focus in the same effects
    // that listen for Escape, so wait for that (a slow CI machine pressed Escape too early).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(currentUrl()).toBe("/gallery?category=imaginative-realism");
  });

  it("links to the shop filtered by artwork when there are several products or none", async () => {
    stubApi({ "/api/artworks": json(portfolio), "/api/products/artwork/1": json([product(5), product(6)]) });
    renderAt("/gallery?artwork=1", ui);
    const link = await screen.findByRole("link", { name: "View Options in Shop" });
    expect(link.getAttribute("href")).toBe("/shop?artwork=1");
  });

  it("sold: 'Sold' and 'This artwork is no longer available'", async () => {
    stubApi({ "/api/artworks": json(portfolio) });
    renderAt("/gallery?artwork=2", ui);
    const d = await screen.findByRole("dialog", { name: "Orchard of Clocks" });
    expect(within(d).getByRole("heading", { name: "Sold" })).toBeTruthy();
    expect(within(d).getByText("This artwork is no longer available")).toBeTruthy();
    expect(within(d).queryByRole("link", { name: /Shop/ })).toBeNull();
  });

  it("unavailable: 'Not For Sale' and 'This artwork is displayed for viewing only'", async () => {
    stubApi({ "/api/artworks": json(portfolio) });
    renderAt("/gallery?artwork=3", ui);
    const d = await screen.findByRole("dialog", { name: "Night Ferry" });
    expect(within(d).getByRole("heading", { name: "Not For Sale" })).toBeTruthy();
    expect(within(d).getByText("This artwork is displayed for viewing only")).toBeTruthy();
  });

  it("Previous/Next buttons and arrow keys step through the tab's artworks, wrapping around", async () => {
    stubApi({ "/api/artworks": json(portfolio), "/api/products/artwork/1": json([]) });
    renderAt("/gallery?artwork=1", ui);
    await screen.findByRole("dialog", { name: "The Tide Keeper" });
    expect(within(dialog()).getByText("1 of 3")).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Next" }));
    expect(screen.getByRole("dialog", { name: "Orchard of Clocks" })).toBeTruthy();
    expect(currentUrl()).toBe("/gallery?artwork=2");
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(screen.getByRole("dialog", { name: "Night Ferry" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "ArrowRight" });
    expect(screen.getByRole("dialog", { name: "The Tide Keeper" })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("dialog", { name: "Night Ferry" })).toBeTruthy();
    expect(within(dialog()).getByText("3 of 3")).toBeTruthy();
  });

  it("'View full size' opens the full-resolution master; Escape closes only the zoom view", async () => {
    stubApi({ "/api/artworks": json(portfolio), "/api/products/artwork/1": json([]) });
    renderAt("/gallery?artwork=1", ui);
    await screen.findByRole("dialog", { name: "The Tide Keeper" });
    fireEvent.click(screen.getByRole("button", { name: "View full size" }));
    const zoom = await screen.findByRole("dialog", { name: "The Tide Keeper", description: /Scroll or pinch to zoom/ });
    const surface = within(zoom).getByTestId("zoom-surface");
    expect(within(zoom).getByRole("img").getAttribute("src")).toBe("/uploads/img/a1/960.jpg");
    expect(within(zoom).getByText("100%")).toBeTruthy();
    fireEvent.click(within(zoom).getByRole("button", { name: "Zoom in" }));
    expect(within(zoom).getByText("150%")).toBeTruthy();
    fireEvent.keyDown(surface, { key: "0" });
    expect(within(zoom).getByText("100%")).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(currentUrl()).toBe("/gallery?artwork=1");
  });
});
