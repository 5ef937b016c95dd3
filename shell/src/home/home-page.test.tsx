import { act, cleanup, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Artwork } from "@studio/contracts";
import {
  analyticsSessionId, dropServerData, newServerRender, SERVER_DATA_ELEMENT_ID, seedServerData, ServerRenderContext, swrConfig,
} from "@studio/sdk";
import { json, renderAt, stubApi } from "../../../sdk/build/test-utils.tsx";
import { artwork } from "../../../sdk/build/fixtures.ts";
import { AboutPage } from "../pages/about-page.tsx";
import { HomePage } from "./home-page.tsx";
import { Recommendations } from "./recommendations.tsx";
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

describe("personal recommendations", () => {
  const general = [1, 2, 3, 4, 5, 6].map((id) => artwork(id, { title: `General ${id}` }));
  const personal = [11, 12, 13, 14, 15, 16].map((id) => artwork(id, { title: `For you ${id}` }));
  const pageData = {
    data: {
      "/api/recommendations": general,
      "/api/settings/home_ai_art_title": { key: "home_ai_art_title", value: null },
      "/api/settings/home_ai_art_subtitle": { key: "home_ai_art_subtitle", value: null },
    },
    errors: {},
  };
  const tree = (ui: ReactNode) => (
    <MemoryRouter initialEntries={["/"]}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{ui}</SWRConfig>
    </MemoryRouter>
  );
  const titles = (container: HTMLElement) => within(container).queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);
  let root: Root | undefined;
  const added: HTMLElement[] = [];

  /** What a visitor's browser does with the server's home page: its HTML and data, then hydration. */
  async function hydrateServerPage(): Promise<HTMLElement> {
    const html = renderToString(<ServerRenderContext.Provider value={newServerRender(pageData, "https://studio.test")}>{tree(<Recommendations />)}</ServerRenderContext.Provider>);
    const script = Object.assign(document.createElement("script"), { type: "application/json", id: SERVER_DATA_ELEMENT_ID, textContent: JSON.stringify(pageData) });
    const container = Object.assign(document.createElement("div"), { innerHTML: html });
    document.body.append(script, container);
    added.push(script, container);
    seedServerData();
    await act(async () => {
      root = hydrateRoot(container, tree(<Recommendations />));
    });
    return container;
  }

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    for (const element of added.splice(0)) element.remove();
    dropServerData(() => true);
  });

  it("a visitor who never interacted hydrates the server's list without any request", async () => {
    const fetchMock = stubApi({});
    const errors = vi.spyOn(console, "error");
    const container = await hydrateServerPage();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(titles(container)).toEqual(general.map((a) => a.title));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it("a visitor who interacted keeps the server's list on screen, then sees works chosen for its session", async () => {
    localStorage.setItem("studio-recommendations-personal", "1");
    const session = analyticsSessionId();
    let answer: (works: Artwork[]) => void = () => {};
    const fetchMock = stubApi({
      [`/api/recommendations?sessionId=${session}`]: () => new Promise<Response>((resolve) => {
        answer = (works) => resolve(json(works)());
      }),
    });
    const errors = vi.spyOn(console, "error");
    const container = await hydrateServerPage();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`/api/recommendations?sessionId=${session}`]);
    // While the personal list loads: the general one, no skeleton.
    expect(titles(container)).toEqual(general.map((a) => a.title));
    expect(container.querySelector("[aria-busy]")).toBeNull();
    await act(async () => answer(personal));
    await vi.waitFor(() => expect(titles(container)).toEqual(personal.map((a) => a.title)));
    expect(errors).not.toHaveBeenCalled();
  });

  it("a later visit to the home page (client navigation) asks only for the session's own list", async () => {
    localStorage.setItem("studio-recommendations-personal", "1");
    const fetchMock = stubApi({ [`/api/recommendations?sessionId=${analyticsSessionId()}`]: json(personal) });
    renderAt("/", <Recommendations />);
    expect(await screen.findByRole("heading", { name: "For you 11" })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/recommendations"))).toEqual([
      `/api/recommendations?sessionId=${analyticsSessionId()}`,
    ]);
  });
});
