import { Hono } from "hono";
import { DEFAULT_STUDIO_NAME } from "@studio/contracts";
import type { Db } from "../db/connect.ts";
import { findSitemap } from "../domains/seo/find-sitemap.ts";
import { getSetting } from "../domains/settings/get-setting.ts";
import { escapeHtml } from "./page-head.ts";
import { siteOrigin } from "./public-url.ts";

/** Paths crawlers stay out of: the admin, the API, the buyer's own pages and the newsletter's one-time links. */
export const ROBOTS_DISALLOW = ["/admin", "/api/", "/checkout", "/order-confirmation", "/newsletter/"];

/** The words of the name that fit a home-screen label (12 characters): "Elena Marsh Studio" -> "Elena Marsh". */
export function shortName(name: string): string {
  let short = "";
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}

/** /sitemap.xml, /robots.txt and the web app manifest: files about the site, made from its data. */
export function siteFileRoutes(opts: { sql: Db; publicUrl?: string }) {
  return new Hono()
    .get("/sitemap.xml", async (c) => {
      const origin = siteOrigin(opts.publicUrl, c.req.url);
      const urls = (await findSitemap(opts.sql)).map((e) =>
        `<url><loc>${escapeHtml(origin + e.path)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`
      );
      c.header("cache-control", "public, max-age=3600");
      c.header("content-type", "application/xml; charset=utf-8");
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
    })
    .get("/robots.txt", (c) => {
      const origin = siteOrigin(opts.publicUrl, c.req.url);
      c.header("cache-control", "public, max-age=3600");
      return c.text(["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n"));
    })
    .get("/manifest.webmanifest", async (c) => {
      const name = (await getSetting(opts.sql, "studio_name")).value?.trim() || DEFAULT_STUDIO_NAME;
      c.header("cache-control", "no-cache");
      c.header("content-type", "application/manifest+json; charset=utf-8");
      return c.body(JSON.stringify({
        name,
        short_name: shortName(name),
        description: "Original paintings, prints and commissions.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#faf8f5", // design-system palette.background
        theme_color: "#1c1b19", // palette.surfaceInverse
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      }));
    });
}
