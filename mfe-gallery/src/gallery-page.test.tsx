import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { artwork } from "../../sdk/build/fixtures.ts";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";
import { currentUrl, LocationProbe, settings } from "./test-helpers.tsx";

const ui = <><App /><LocationProbe /></>;
const image = { src: "/uploads/img/a1/960.jpg", width: 1350, height: 1800, srcset: { avif: "/a1.avif 480w", webp: "/a1.webp 480w", jpeg: "/a1.jpg 480w" } };

const portfolio = [
  artwork(1, { title: "The Tide Keeper", category: "imaginative-realism", featured: true }),
  artwork(2, { title: "Orchard of Clocks", category: "imaginative-realism" }),
  artwork(3, { title: "River Wall", category: "murals", featured: true }),
  artwork(4, { title: "Two Sisters", category: "figurative" }),
];
const titles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("gallery remote", () => {
  it("shows 9 skeletons while loading, then the artworks with title, medium and year", async () => {
    stubApi({ "/api/artworks": json([artwork(1, { title: "The Tide Keeper", medium: "Oil on linen", year: 2025, image }), artwork(2, { year: null })]) });
    renderAt("/gallery", ui);
    expect(screen.getAllByTestId("artwork-skeleton")).toHaveLength(9);
    expect(await screen.findByRole("heading", { name: "The Tide Keeper" })).toBeTruthy();
    expect(screen.getByText("Oil on linen, 2025")).toBeTruthy();
    expect(screen.getAllByText("Oil on linen")).toHaveLength(1);
    const images = screen.getAllByRole("img");
    expect(images.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([["eager", "high"], ["eager", null]]);
    expect(images.every((img) => img.getAttribute("width") && img.getAttribute("height"))).toBe(true);
    expect(images[0]!.getAttribute("sizes")).toBe("(min-width: 1440px) 440px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw");
    expect(screen.getByRole("link", { name: "The Tide Keeper" }).getAttribute("href")).toBe("/gallery?artwork=1");
    expect(screen.queryAllByTestId("artwork-skeleton")).toHaveLength(0);
  });

  it("shows the first 5 default tabs, humanised, with Imaginative Realism selected and filtered", async () => {
    stubApi({ "/api/artworks": json(portfolio) });
    renderAt("/gallery", ui);
    await screen.findByRole("heading", { name: "The Tide Keeper" });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Featured", "Imaginative Realism", "Sculpture", "Murals", "Figurative"]);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Imaginative Realism");
    expect(titles()).toEqual(["The Tide Keeper", "Orchard of Clocks"]);
  });

  it("'Featured' filters by the flag, other tabs by category, and the tab is kept in the URL", async () => {
    stubApi({ "/api/artworks": json(portfolio) });
    renderAt("/gallery", ui);
    await screen.findByRole("heading", { name: "The Tide Keeper" });
    fireEvent.click(screen.getByRole("tab", { name: "Featured" }));
    expect(titles()).toEqual(["The Tide Keeper", "River Wall"]);
    expect(currentUrl()).toBe("/gallery?category=featured");
    fireEvent.click(screen.getByRole("tab", { name: "Figurative" }));
    expect(titles()).toEqual(["Two Sisters"]);
    expect(currentUrl()).toBe("/gallery?category=figurative");
  });

  it("reads the tabs and their cap from settings, and the selected tab from the URL", async () => {
    stubApi({ "/api/artworks": json(portfolio), ...settings({ gallery_categories: '["murals","figurative","sculpture"]', galleries_display_count: "2" }) });
    renderAt("/gallery?category=figurative", ui);
    expect(await screen.findByRole("heading", { name: "Two Sisters" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Murals", "Figurative"]);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Figurative");
  });

  it("without imaginative-realism among the tabs, the first tab is selected", async () => {
    stubApi({ "/api/artworks": json(portfolio), ...settings({ gallery_categories: '["murals","figurative"]' }) });
    renderAt("/gallery", ui);
    expect(await screen.findByRole("heading", { name: "River Wall" })).toBeTruthy();
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Murals");
  });

  it("says so when there are no artworks", async () => {
    stubApi({ "/api/artworks": json([]) });
    renderAt("/gallery", ui);
    expect(await screen.findByText("No artworks available at the moment.")).toBeTruthy();
  });

  it("names the category when a tab is empty", async () => {
    stubApi({ "/api/artworks": json(portfolio), ...settings({ gallery_categories: '["chinese-zodiac-series","murals"]' }) });
    renderAt("/gallery", ui);
    const panel = await screen.findByRole("tabpanel");
    expect(within(panel).getByText("No artworks found in the Chinese Zodiac Series category.")).toBeTruthy();
  });

  it("shows 'Gallery Not Available' when gallery_page_enabled is 'false'", async () => {
    stubApi({ "/api/artworks": json([]), ...settings({ gallery_page_enabled: "false" }) });
    renderAt("/gallery", ui);
    expect(await screen.findByRole("heading", { name: "Gallery Not Available" })).toBeTruthy();
    expect(screen.getByText("The gallery is currently unavailable. Please check back later or visit our other pages.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Visit the Shop" }).getAttribute("href")).toBe("/shop");
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("uses the masonry layout when gallery_layout is 'masonry'", async () => {
    stubApi({ "/api/artworks": json(portfolio), ...settings({ gallery_layout: "masonry" }) });
    renderAt("/gallery", ui);
    await screen.findByRole("heading", { name: "The Tide Keeper" });
    expect(within(screen.getByRole("tabpanel")).getByRole("list").className).toMatch(/masonry/);
  });

  it("logs a failed image and swaps in the category placeholder", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ "/api/artworks": json([artwork(1, { image })]) });
    renderAt("/gallery", ui);
    fireEvent.error(await screen.findByRole("img"));
    expect(warn).toHaveBeenCalledWith("Image failed to load:", "/uploads/img/a1/960.jpg");
    expect(screen.getByRole("img").getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
  });

  it("an unknown path under /gallery is the not-found page", () => {
    stubApi({});
    renderAt("/gallery/nope", <App />);
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
  });
});
