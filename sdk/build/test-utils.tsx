/** Test helpers for screens: a router at a URL, an isolated SWR cache, toasts, and a fetch routed by path. */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { SWRConfig } from "swr";
import { vi } from "vitest";
import { Toaster, ToastProvider } from "@studio/design-system";
import { swrConfig } from "../src/swr.tsx";

export function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <ToastProvider>
          {ui}
          <Toaster />
        </ToastProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;
export const json = (body: unknown, status = 200): Handler => () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Stubs fetch: "METHOD /path" or "/path" (GET) keys; unknown GET settings answer null, everything else 404. */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    const handler = routes[`${method} ${path}`] ?? (method === "GET" ? routes[path] : undefined);
    if (handler) return handler(init);
    const setting = method === "GET" && path.match(/^\/api\/settings\/(\w+)$/);
    if (setting) return json({ key: setting[1], value: null })();
    return json({ error: "Not found" }, 404)();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
