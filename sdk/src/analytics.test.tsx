import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { Link, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../build/test-utils.tsx";
import {
  analyticsSessionId, browserOf, deviceOf, hasReportedInteraction, osOf, trackInteraction, useArtworkViewTracking, useHoverTracking, useLike,
  usePageTracking,
} from "./analytics.ts";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1";
const WINDOWS_EDGE = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("analytics helpers", () => {
  it("keeps one session id per browser, made from the time and a random string", () => {
    const id = analyticsSessionId();
    expect(id).toMatch(/^[a-z0-9]+-\d{1,16}$/);
    expect(analyticsSessionId()).toBe(id);
    expect(localStorage.getItem("studio-analytics-session")).toBe(id);
  });

  it("tells device, browser and system from the user agent", () => {
    expect([deviceOf(IPHONE), browserOf(IPHONE), osOf(IPHONE)]).toEqual(["mobile", "Safari", "iOS"]);
    expect([deviceOf(IPAD), osOf(IPAD)]).toEqual(["tablet", "iOS"]);
    expect([deviceOf(WINDOWS_EDGE), browserOf(WINDOWS_EDGE), osOf(WINDOWS_EDGE)]).toEqual(["desktop", "Edge", "Windows"]);
    expect([deviceOf(ANDROID_TABLET), browserOf(ANDROID_TABLET), osOf(ANDROID_TABLET)]).toEqual(["tablet", "Chrome", "Android"]);
  });
});

function Site() {
  usePageTracking();
  return <nav><Link to="/gallery?category=murals">Gallery</Link><Link to="/about">About</Link><Link to="/admin/orders">Orders</Link></nav>;
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url, init]) => [String(url), JSON.parse(String(init!.body))]);

describe("page tracking", () => {
  it("a view per route change, the stay over 5 seconds at the next change, nothing for admin pages", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ "POST /api/analytics/track": () => new Response(null, { status: 204 }), "POST /api/analytics/duration": () => new Response(null, { status: 204 }) });
    const { getByText } = render(<MemoryRouter initialEntries={["/"]}><Site /></MemoryRouter>);
    const session = analyticsSessionId();
    expect(posts(fetchMock)).toEqual([["/api/analytics/track", expect.objectContaining({ sessionId: session, path: "/", referer: null })]]);

    await act(async () => vi.advanceTimersByTime(3_000));
    fireEvent.click(getByText("Gallery"));
    await act(async () => vi.advanceTimersByTime(12_000));
    fireEvent.click(getByText("About"));
    fireEvent.click(getByText("Orders"));
    expect(posts(fetchMock)).toEqual([
      ["/api/analytics/track", expect.objectContaining({ path: "/" })],
      ["/api/analytics/track", expect.objectContaining({ path: "/gallery?category=murals", referer: `${window.location.origin}/` })],
      ["/api/analytics/duration", { sessionId: session, path: "/gallery?category=murals", duration: 12 }],
      ["/api/analytics/track", expect.objectContaining({ path: "/about" })],
    ]);
  });

  it("reports the stay with sendBeacon when the page is hidden; a failed report is only logged", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ "POST /api/analytics/track": json({ error: "down" }, 503) });
    const beacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon: beacon, userAgent: IPHONE });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<MemoryRouter initialEntries={["/shop"]}><Site /></MemoryRouter>);
    await act(async () => vi.advanceTimersByTime(8_000));
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe("/api/analytics/duration");
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual({ sessionId: analyticsSessionId(), path: "/shop", duration: 8 });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("analytics: page view not recorded", expect.anything()));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    warn.mockRestore();
  });
});

function Artwork({ id }: { id: number }) {
  useArtworkViewTracking(id);
  const hover = useHoverTracking(id);
  const like = useLike(id);
  return <div {...hover}><button aria-pressed={like.liked} onClick={like.toggle}>Like</button></div>;
}

describe("artwork interactions", () => {
  it("a view after 2 s open, a view of 3 s after resting on the card, a like once; an unlike is only remembered here", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ "POST /api/recommendations/track": () => new Response(null, { status: 204 }) });
    const { container, getByRole } = render(<MemoryRouter><Artwork id={7} /></MemoryRouter>);
    const session = analyticsSessionId();
    await act(async () => vi.advanceTimersByTime(1_900));
    expect(posts(fetchMock)).toEqual([]);
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.mouseEnter(container.firstChild as Element);
    await act(async () => vi.advanceTimersByTime(1_000));
    fireEvent.mouseLeave(container.firstChild as Element);
    await act(async () => vi.advanceTimersByTime(5_000));
    fireEvent.mouseEnter(container.firstChild as Element);
    await act(async () => vi.advanceTimersByTime(3_000));
    const like = getByRole("button", { name: "Like" });
    fireEvent.click(like);
    expect(like.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(like);
    expect(like.getAttribute("aria-pressed")).toBe("false");
    expect(posts(fetchMock)).toEqual([
      ["/api/recommendations/track", { sessionId: session, artworkId: 7, interactionType: "view", timeSpent: 2 }],
      ["/api/recommendations/track", { sessionId: session, artworkId: 7, interactionType: "view", timeSpent: 3 }],
      ["/api/recommendations/track", { sessionId: session, artworkId: 7, interactionType: "like" }],
    ]);
    expect(localStorage.getItem("studio-liked-artworks")).toBe("[]");
  });

  it("remembers that this browser reported an interaction once the server took it (its home page then asks for its own)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ "POST /api/recommendations/track": json({ error: "down" }, 503) });
    trackInteraction(7, "view", 2);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith("analytics: interaction not recorded", expect.anything()));
    expect(hasReportedInteraction()).toBe(false);
    stubApi({ "POST /api/recommendations/track": () => new Response(null, { status: 204 }) });
    trackInteraction(7, "like");
    await vi.waitFor(() => expect(hasReportedInteraction()).toBe(true));
    expect(localStorage.getItem("studio-recommendations-personal")).toBe("1");
    warn.mockRestore();
  });
});
