import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import { artwork } from "../../../sdk/build/fixtures.ts";
import { AboutPage } from "../pages/about-page.tsx";
import { HomePage } from "./home-page.tsx";
import { SocialProof } from "./social-proof.tsx";

const setting = (key: string, value: string) => ({ [`/api/settings/${key}`]: json({ key, value }) });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("home page", () => {
  it("with no works to recommend says 'Discovering Your Taste'; testimonials and social proof stay off unless switched on", async () => {
    stubApi({ "/api/recommendations": json([]) });
    renderAt("/", <HomePage />);
    expect(await screen.findByText("Discovering Your Taste")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse the gallery" }).getAttribute("href")).toBe("/gallery");
    expect(screen.queryByRole("region", { name: "What Collectors Say" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Collected Around the World" })).toBeNull();
  });

  it("shows at most 6 recommended works, each linking to its gallery view", async () => {
    stubApi({ "/api/recommendations": json(Array.from({ length: 7 }, (_, i) => artwork(i + 1, { title: `Work ${i + 1}` }))), ...setting("home_ai_art_title", "Chosen for you") });
    renderAt("/", <HomePage />);
    const block = await screen.findByRole("region", { name: "Chosen for you" });
    await vi.waitFor(() => expect(within(block).getAllByRole("listitem")).toHaveLength(6));
    expect(within(block).getByRole("link", { name: "Work 1" }).getAttribute("href")).toBe("/gallery?artwork=1");
  });
});

describe("social proof", () => {
  it("rotates its built-in sample every 5 minutes without a network call", async () => {
    vi.useFakeTimers();
    const fetchMock = stubApi({});
    renderAt("/", <SocialProof />);
    const first = () => screen.getAllByRole("listitem")[0].textContent;
    const before = first();
    expect(before).toContain("Harbour at First Light");
    await act(async () => vi.advanceTimersByTime(299_000));
    expect(first()).toBe(before);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(first()).toContain("The Orchard Keeper");
    expect(screen.getByText("1,243")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("about page", () => {
  it("shows a CV with angle brackets as the stored (sanitised) HTML", async () => {
    stubApi(setting("about_cv", "<ul><li><strong>2025</strong> Solo show</li></ul>"));
    renderAt("/about", <AboutPage />);
    const cv = await screen.findByRole("region", { name: "CV Highlights" });
    expect(within(cv).getByText("2025").tagName).toBe("STRONG");
    expect(within(cv).queryByRole("list")?.tagName).toBe("UL");
  });
});
