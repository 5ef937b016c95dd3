import { useEffect } from "react";
import { DEFAULT_STUDIO_NAME, personLd, plainText, type JsonLd, type PageHead } from "@studio/contracts";
import { useServerRender } from "./server-render.ts";
import { useSocialLinks } from "./social-links.tsx";
import { useSetting } from "./swr.tsx";

/** The meta description of a page that has none of its own and no footer_description setting. */
export const DEFAULT_SITE_DESCRIPTION = "Original paintings, prints and commissions by an independent painter.";

/** "<Page> — <studio name>"; the studio name comes from the studio_name setting. */
export function pageTitle(page: string, studioName: string): string {
  return page ? `${page} — ${studioName}` : studioName;
}

export interface PageMeta {
  /** The page's own part of the title ("" for the studio name alone). */
  title: string;
  /** Plain or formatted text, shortened for the meta description; the site's description when empty. */
  description?: string | null;
  /** The sharing image (path or URL); the home hero image when empty. */
  image?: string | null;
  type?: PageHead["type"];
  /** The canonical path when it is not the URL's path (e.g. /product/5 -> /shop/product/5). */
  path?: string;
  jsonLd?: readonly JsonLd[];
  /** Pages that must stay out of search results (newsletter links). */
  noindex?: boolean;
}

/** The site's address: the server's public URL while it renders, else the browser's. */
export function useSiteOrigin(): string {
  const server = useServerRender();
  return server ? server.origin : window.location.origin;
}

function setMeta(selector: string, attribute: string, value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/**
 * The page's head (spec section 1): title ending in the studio name, description, sharing image and structured data.
 * On the server it fills the render's head, which api/src/http/pages.ts writes into the HTML (meta, canonical, Open
 * Graph, Twitter, JSON-LD); in the browser it keeps the title, description and canonical link current as the visitor
 * moves between pages.
 */
export function usePageMeta(meta: PageMeta): void {
  const studioName = useSetting("studio_name", DEFAULT_STUDIO_NAME);
  const siteDescription = useSetting("footer_description", DEFAULT_SITE_DESCRIPTION);
  const heroImage = useSetting("home_hero_image");
  const server = useServerRender();
  const title = pageTitle(meta.title, studioName);
  const description = plainText(meta.description || siteDescription);
  if (server) {
    server.title = title;
    server.head = {
      description,
      image: meta.image || heroImage || null,
      type: meta.type ?? "website",
      path: meta.path ?? null,
      jsonLd: [...(meta.jsonLd ?? [])],
      noindex: meta.noindex ?? false,
      siteName: studioName,
    };
  }
  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', "content", description);
  }, [title, description]);
  const path = meta.path;
  useEffect(() => {
    setMeta('link[rel="canonical"]', "href", window.location.origin + (path ?? window.location.pathname));
  }, [path, title]);
}

/** The artist's name: the artist_name setting, else the studio's name. */
export function useArtistName(): string {
  return useSetting("artist_name", useSetting("studio_name", DEFAULT_STUDIO_NAME));
}

/** schema.org Person for the artist: name, portrait, statement and social profiles from settings. */
export function useArtistLd(): JsonLd {
  const origin = useSiteOrigin();
  const name = useArtistName();
  const image = useSetting("about_profile_image");
  const statement = useSetting("about_artist_statement");
  const sameAs = useSocialLinks().map((l) => l.url);
  return personLd(origin, { name, image, description: statement, sameAs });
}

/** A page whose head is its title alone (and the site's description). */
export function usePageTitle(page: string): void {
  usePageMeta({ title: page });
}
