/**
 * Server rendering of public pages (built by vite.ssr.config.ts into dist-ssr/render.js and run by the Deno server,
 * api/src/http/pages.ts). Renders the same tree as main.tsx, with the public remotes imported from their sources
 * instead of loaded through federation, so the first response already paints the page.
 */
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { ComponentType } from "react";
import type { PageHead, RemoteName } from "@studio/contracts";
import { newServerRender, ServerRenderContext, StudioSWRProvider, type PageData } from "@studio/sdk";
import ContactApp from "@studio/mfe-contact/src/App.tsx";
import GalleryApp from "@studio/mfe-gallery/src/App.tsx";
import ShopApp from "@studio/mfe-shop/src/App.tsx";
import { App } from "../app.tsx";
import { ServerRemotesContext } from "../remotes/remote-slot.tsx";

/** Remotes whose pages the server renders. Checkout and admin depend on the browser (cart, session): not these. */
const SERVER_REMOTES: Partial<Record<RemoteName, ComponentType>> = { gallery: GalleryApp, shop: ShopApp, contact: ContactApp };

export const serverRenderedRemotes = Object.keys(SERVER_REMOTES) as RemoteName[];

export interface RenderResult {
  html: string;
  title: string;
  /** What the page tells search engines and sharing sites; null when the screen set nothing. */
  head: PageHead | null;
  status: number;
  /** API paths the page read that were not in `page.data`: fetch them and render again. */
  missing: string[];
  /** A screen redirected (sdk <Redirect>): answer with a redirect to this URL. */
  redirect?: string;
}

/** Renders `url` (path + query) with the API data in `page`; `origin` is the site's public address. */
export function render(url: string, page: PageData, origin: string): RenderResult {
  const server = newServerRender(page, origin);
  const html = renderToString(
    <ServerRenderContext.Provider value={server}>
      <ServerRemotesContext.Provider value={SERVER_REMOTES}>
        <StaticRouter location={url}>
          <StudioSWRProvider>
            <App />
          </StudioSWRProvider>
        </StaticRouter>
      </ServerRemotesContext.Provider>
    </ServerRenderContext.Provider>,
  );
  return { html, title: server.title, head: server.head, status: server.status, missing: [...server.missing], redirect: server.redirect };
}
