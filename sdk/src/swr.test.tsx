import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidate } from "./live-refresh.ts";
import { isKeyMounted } from "./mounted-keys.ts";
import { swrConfig, useApi, useFeaturedArtworks, useSetting } from "./swr.tsx";

const artwork = {
  id: 1, title: "Tide", description: "", imageUrl: "/a.jpg", image: null, altText: "Tide", medium: "Oil", year: 2024,
  dimensions: "30 x 40", category: "murals", status: "available", featured: true, displayOrder: 0,
  available: true, priceCents: null, seoTitle: "", seoDescription: "", createdAt: "2024-01-01T00:00:00.000Z",
};

function routeFetch(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const handler = routes[String(input)];
    return handler ? handler() : new Response('{"error":"Not found"}', { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });
const isolated = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SWR setup", () => {
  it("useApi sends extra headers when asked, and its key counts as mounted for live refresh", async () => {
    const fetchMock = routeFetch({ "/api/orders/5": json({ id: 5 }) });
    const { result, unmount } = renderHook(() => useApi("/api/orders/5", { headers: { "X-Cart-Token": "abc" } }), { wrapper: isolated });
    await waitFor(() => expect(result.current.data).toEqual({ id: 5 }));
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect((init.headers as Record<string, string>)["X-Cart-Token"]).toBe("abc");
    expect(isKeyMounted("/api/orders/5")).toBe(true);
    unmount();
    expect(isKeyMounted("/api/orders/5")).toBe(false);
  });

  it("has no focus revalidation, no polling, no retries and never goes stale by itself", () => {
    expect(swrConfig).toMatchObject({
      revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false,
      refreshInterval: 0, shouldRetryOnError: false,
    });
  });

  it("useSetting returns the value, or the fallback when unset, empty or failing", async () => {
    routeFetch({
      "/api/settings/footer_title": json({ key: "footer_title", value: "Atelier North" }),
      "/api/settings/social_instagram": json({ key: "social_instagram", value: null }),
      "/api/settings/contact_heading": json({ key: "contact_heading", value: "" }),
    });
    const { result } = renderHook(
      () => [
        useSetting("footer_title", "Studio"), useSetting("social_instagram"),
        useSetting("contact_heading", "Get in touch"), useSetting("missing_key", "fb"),
      ],
      { wrapper: isolated },
    );
    expect(result.current).toEqual(["Studio", "", "Get in touch", "fb"]);
    await waitFor(() => expect(result.current[0]).toBe("Atelier North"));
    expect(result.current).toEqual(["Atelier North", "", "Get in touch", "fb"]);
  });

  it("useApi surfaces the client error and does not retry", async () => {
    const fetchMock = routeFetch({});
    const { result } = renderHook(() => useApi("/api/products/42"), { wrapper: isolated });
    await waitFor(() => expect(result.current.error?.message).toBe('404: {"error":"Not found"}'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("featured artworks stay fresh for 5 minutes, then refetch on the next mount", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = routeFetch({ "/api/artworks/featured?limit=6": json([artwork]) });
    const provider = new Map();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ ...swrConfig, provider: () => provider }}>{children}</SWRConfig>
    );
    const first = renderHook(() => useFeaturedArtworks(6), { wrapper });
    await waitFor(() => expect(first.result.current.data?.[0]?.title).toBe("Tide"));
    first.unmount();

    await act(async () => vi.advanceTimersByTime(4 * 60_000));
    const second = renderHook(() => useFeaturedArtworks(6), { wrapper });
    expect(second.result.current.data?.[0]?.title).toBe("Tide");
    await act(async () => vi.advanceTimersByTime(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    second.unmount();

    await act(async () => vi.advanceTimersByTime(61_000));
    renderHook(() => useFeaturedArtworks(6), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("live invalidation refetches a mounted key and drops an unmounted one from the cache", async () => {
    let title = "First";
    const fetchMock = routeFetch({
      "/api/settings/live_a": () => new Response(JSON.stringify({ key: "live_a", value: title })),
      "/api/settings/live_b": () => new Response(JSON.stringify({ key: "live_b", value: title })),
    });
    function Show({ k }: { k: string }) {
      return <p>{useSetting(k, "…")}</p>;
    }
    const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={swrConfig}>{children}</SWRConfig>;
    const b = render(<Show k="live_b" />, { wrapper });
    await screen.findByText("First");
    b.unmount();
    render(<Show k="live_a" />, { wrapper });
    await screen.findByText("First");
    expect(fetchMock).toHaveBeenCalledTimes(2);

    title = "Second";
    await act(() => invalidate(["/api/settings"]));
    await screen.findByText("Second");
    expect(fetchMock).toHaveBeenCalledTimes(3);

    render(<Show k="live_b" />, { wrapper });
    expect(screen.getAllByText(/…|Second/)).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText("Second")).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
