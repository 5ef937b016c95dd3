import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { artwork } from "../../sdk/build/fixtures.ts";
import { json, renderAt, stubApi } from "../../sdk/build/test-utils.tsx";
import App from "./App.tsx";

describe("gallery remote", () => {
  it("shows 9 skeletons while loading, then the artworks with title, medium and year", async () => {
    stubApi({ "/api/artworks": json([artwork(1, { title: "The Tide Keeper", medium: "Oil on linen", year: 2025 }), artwork(2, { year: null })]) });
    renderAt("/gallery", <App />);
    expect(screen.getAllByTestId("artwork-skeleton")).toHaveLength(9);
    expect(await screen.findByRole("heading", { name: "The Tide Keeper" })).toBeTruthy();
    expect(screen.getByText("Oil on linen, 2025")).toBeTruthy();
    expect(screen.getAllByText("Oil on linen")).toHaveLength(1);
    const images = screen.getAllByRole("img");
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy"]);
    expect(images.every((img) => img.getAttribute("width") && img.getAttribute("height"))).toBe(true);
    expect(screen.queryAllByTestId("artwork-skeleton")).toHaveLength(0);
  });

  it("says so when there are no artworks", async () => {
    stubApi({ "/api/artworks": json([]) });
    renderAt("/gallery", <App />);
    expect(await screen.findByText("No artworks available at the moment.")).toBeTruthy();
  });

  it("shows 'Gallery Not Available' when gallery_page_enabled is 'false'", async () => {
    stubApi({ "/api/artworks": json([]), "/api/settings/gallery_page_enabled": json({ key: "gallery_page_enabled", value: "false" }) });
    renderAt("/gallery", <App />);
    expect(await screen.findByRole("heading", { name: "Gallery Not Available" })).toBeTruthy();
    expect(screen.getByText("The gallery is currently unavailable. Please check back later or visit our other pages.")).toBeTruthy();
  });

  it("an unknown path under /gallery is the not-found page", () => {
    stubApi({});
    renderAt("/gallery/nope", <App />);
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
  });
});
