import { createContext, useContext, useSyncExternalStore } from "react";
import type { PageHead } from "@studio/contracts";
import type { PageData } from "./server-data.ts";

/**
 * What one server render of a page learns about it (spec section 1 and ENGINEERING.md section 6: the HTML of a
 * public URL already paints its content). The server renders the shell with this context, fetches the API keys the
 * screens asked for, and renders again until none is missing.
 */
export interface ServerRender extends PageData {
  /** API paths a screen read that are not in `data` yet. */
  readonly missing: Set<string>;
  /** The page's document title, as the screen sets it. */
  title: string;
  /** The page's head, as the screen sets it (usePageMeta); null when it set none. */
  head: PageHead | null;
  /** The site's public address, for absolute URLs in structured data. */
  readonly origin: string;
  /** 404 when the page is the not-found screen. */
  status: number;
  /** Set by <Redirect>: the server answers with a redirect to it instead of a page. */
  redirect?: string;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function newServerRender(page: PageData, origin: string): ServerRender {
  return { ...page, missing: new Set(), title: "", head: null, origin, status: 200 };
}

/** The current server render, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates server HTML, true afterwards. Screens that show
 * browser-only state (the cart in localStorage) render the server's version first, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** A not-found screen: the server answers its URL with HTTP 404. */
export function useNotFoundStatus(): void {
  const server = useServerRender();
  if (server) server.status = 404;
}
