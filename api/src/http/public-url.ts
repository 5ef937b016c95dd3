import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

/** The site's address: PUBLIC_URL when set, else the origin of the URL a request came to; no trailing slash. */
export function siteOrigin(configured: string | undefined, requestUrl: string | URL): string {
  return (configured ?? new URL(requestUrl).origin).replace(/\/+$/, "");
}

/** The site's address for links in mails (see siteOrigin). */
export function publicUrl(c: Context<AppEnv>): string {
  return siteOrigin(c.var.config.PUBLIC_URL, c.req.url);
}

/** The host names this site is reached by (PUBLIC_URL's and the request's): a referer from them is the site itself. */
export function ownHostNames(c: Context<AppEnv>): string[] {
  return [...new Set([new URL(publicUrl(c)).hostname, new URL(c.req.url).hostname])];
}
