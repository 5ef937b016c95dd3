import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidate } from "./live-refresh.ts";
import { dropServerData, seedServerData, SERVER_DATA_ELEMENT_ID, serverData } from "./server-data.ts";
import { newServerRender, ServerRenderContext, useHydrated } from "./server-render.ts";
import { swrConfig, useApi } from "./swr.tsx";

const isolated = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
);

function embed(json: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = SERVER_DATA_ELEMENT_ID;
  element.textContent = json;
  document.body.append(element);
}

afterEach(() => {
  cleanup();
  document.getElementById(SERVER_DATA_ELEMENT_ID)?.remove();
  dropServerData(() => true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("server-rendered page data", () => {
  it("on the server, useApi reports what it read without data and renders from what it has", () => {
    const server = newServerRender({ data: { "/api/settings/footer_title": { key: "footer_title", value: "North" } }, errors: {} }, "https://studio.test");
    function Screen() {
      const title = useApi<{ value: string }>("/api/settings/footer_title").data?.value;
      const artworks = useApi<unknown[]>("/api/artworks");
      useApi(null);
      return <p>{title} {artworks.isLoading ? "loading" : "ready"}</p>;
    }
    const html = renderToString(
      <ServerRenderContext.Provider value={server}>
        <Screen />
      </ServerRenderContext.Provider>,
    );
    expect(html).toBe("<p>North<!-- --> <!-- -->loading</p>");
    expect([...server.missing]).toEqual(["/api/artworks"]);
  });

  it("the browser starts from the embedded data without a request", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    embed(JSON.stringify({ data: { "/api/artworks": [{ id: 1 }] }, errors: {} }));
    expect(seedServerData()).toBe(true);
    const { result } = renderHook(() => useApi<{ id: number }[]>("/api/artworks"), { wrapper: isolated });
    expect(result.current.data).toEqual([{ id: 1 }]);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a read that failed on the server shows the same error in the browser, without retrying", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    embed(JSON.stringify({ data: {}, errors: { "/api/products/9": '404: {"error":"No such product"}' } }));
    seedServerData();
    const { result } = renderHook(() => useApi("/api/products/9"), { wrapper: isolated });
    expect(result.current.error?.message).toBe('404: {"error":"No such product"}');
    expect(result.current.isLoading).toBe(false);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ignores a missing or unparseable element (the page then renders in the browser)", () => {
    expect(seedServerData()).toBe(false);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    embed("{not json");
    expect(seedServerData()).toBe(false);
  });

  it("an invalidated key that no screen shows is dropped, so a later screen fetches it fresh", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify([{ id: 2 }]), { status: 200 })));
    embed(JSON.stringify({ data: { "/api/artworks": [{ id: 1 }], "/api/settings/x": { value: "a" } }, errors: {} }));
    seedServerData();
    await invalidate(["/api/artworks"], (() => Promise.resolve([])) as never);
    expect(Object.keys(serverData.data)).toEqual(["/api/settings/x"]);
    const { result } = renderHook(() => useApi<{ id: number }[]>("/api/artworks"), { wrapper: isolated });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 2 }]));
  });

  it("useHydrated is false on the server and true in a browser render", () => {
    function Probe() {
      return <i>{useHydrated() ? "browser" : "server"}</i>;
    }
    expect(renderToString(<Probe />)).toBe("<i>server</i>");
    const { result } = renderHook(() => useHydrated());
    expect(result.current).toBe(true);
  });
});
