import type { PageHead } from "@studio/contracts";

/**
 * The head tags of a server-rendered page (spec section 1): title, meta description, canonical link, Open Graph and
 * Twitter cards with absolute URLs, robots, and the page's JSON-LD. The page's screens describe themselves through
 * the sdk's usePageMeta; this turns that description into HTML.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + (path.startsWith("/") ? path : `/${path}`));

/** Open Graph knows website, article, profile; a product page is shared as og:type "product". */
const OG_TYPES: Record<PageHead["type"], string> = { website: "website", article: "article", product: "product", profile: "profile" };

/**
 * The tags for `head` on the page at `url`. Error pages (status 404) and pages asking for it are noindex and carry no
 * canonical link; query strings are dropped from the canonical URL unless the page names its own path.
 */
export function headTags(head: PageHead, title: string, url: URL, origin: string, status: number): string {
  const canonical = origin + (head.path ?? url.pathname);
  const image = head.image ? absolute(origin, head.image) : null;
  const noindex = head.noindex || status >= 400;
  const meta = (attr: "name" | "property", key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    meta("name", "description", head.description),
    noindex ? meta("name", "robots", "noindex") : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:type", OG_TYPES[head.type]),
    meta("property", "og:title", title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", canonical),
    ...(image ? [meta("property", "og:image", image)] : []),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", head.description),
    ...(image ? [meta("name", "twitter:image", image)] : []),
    ...head.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
  ].join("");
}
