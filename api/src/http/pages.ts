import { SETTING_KEYS, remoteForPath, type PageHead, type RemoteName } from "@studio/contracts";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { log } from "../log.ts";
import { escapeHtml, headTags, scriptJson } from "./page-head.ts";
import { siteOrigin } from "./public-url.ts";

/**
 * Server rendering of public pages (ENGINEERING.md section 6; docs/decisions/006-server-rendered-pages.md). The
 * shell's server bundle (shell/dist-ssr/render.js) renders a URL and reports the API paths its screens read; this
 * module answers them through the API in-process, renders again until nothing is missing, and returns the shell's
 * index.html with the markup, the page's title, its CSS inlined and the data embedded for hydration.
 */

interface PageData {
  data: Record<string, unknown>;
  errors: Record<string, string>;
}

interface RenderResult {
  html: string;
  title: string;
  head: PageHead | null;
  status: number;
  missing: string[];
  redirect?: string;
}

interface Renderer {
  render(url: string, page: PageData, origin: string): RenderResult;
  serverRenderedRemotes: RemoteName[];
}

/** A page, or (when a screen redirects, e.g. the shop's single match for ?artwork=) where to go instead. */
export type RenderedPage = { status: number; html: string } | { status: 302; location: string };

export interface PageRendererOptions {
  /** Where shell/dist and shell/dist-ssr live. */
  root: string;
  /** A GET through the API in-process (e.g. the Hono app's `request`), path starting with /api/. */
  fetchApi: (path: string) => Response | Promise<Response>;
  /** The site's public address (PUBLIC_URL) for canonical and sharing URLs; else the address a request came to. */
  publicUrl?: string;
}

/** Render passes for one page: each pass may discover reads that depend on the previous pass's data. */
const MAX_PASSES = 5;

/** The page data element the browser reads before hydrating (sdk SERVER_DATA_ELEMENT_ID). */
const DATA_ELEMENT_ID = "studio-data";

async function readText(path: string): Promise<string | null> {
  try {
    return await Deno.readTextFile(path);
  } catch {
    return null;
  }
}

export function createPageRenderer(opts: PageRendererOptions) {
  const ssrDir = join(opts.root, "shell/dist-ssr");
  const files = { css: join(ssrDir, "style.css"), template: join(opts.root, "shell/dist/index.html"), bundle: join(ssrDir, "render.js") };
  let loaded: { version: string; value: Promise<{ renderer: Renderer; css: string; template: string } | null> } | undefined;

  /** A stamp of the built files: a rebuild while the server runs changes it (hashed asset names change too). */
  async function version(): Promise<string | null> {
    try {
      const stats = await Promise.all([files.template, files.bundle, files.css].map((f) => Deno.stat(f)));
      return stats.map((st) => st.mtime?.getTime() ?? 0).join(":");
    } catch {
      return null;
    }
  }

  /** The bundle, its CSS and the shell's index.html, read again after a rebuild; null when not built. */
  async function load() {
    const stamp = await version();
    if (stamp === null) return null;
    if (loaded?.version !== stamp) {
      loaded = {
        version: stamp,
        value: (async () => {
          const [css, template] = await Promise.all([readText(files.css), readText(files.template)]);
          if (css === null || template === null) return null;
          try {
            // The stamp in the URL makes Deno import the rebuilt module instead of its cached copy.
            const renderer = await import(`${pathToFileURL(files.bundle).href}?v=${encodeURIComponent(stamp)}`) as Renderer;
            return { renderer, css, template };
          } catch (err) {
            log.error("the server renderer could not be loaded; pages render in the browser", { err });
            return null;
          }
        })(),
      };
    }
    return await loaded.value;
  }

  async function fetchOne(page: PageData, path: string) {
    const res = await opts.fetchApi(path);
    const text = await res.text();
    if (res.ok) page.data[path] = text ? JSON.parse(text) : null;
    else page.errors[path] = `${res.status}: ${text || res.statusText}`; // the sdk client's error message
  }

  /** Every setting in one request (a page reads a dozen), absent keys as the API answers them: value null. */
  async function fetchSettings(page: PageData) {
    const res = await opts.fetchApi("/api/settings");
    if (!res.ok) return;
    const values = new Map((await res.json() as { key: string; value: string }[]).map((r) => [r.key, r.value]));
    for (const key of new Set([...SETTING_KEYS, ...values.keys()])) {
      page.data[`/api/settings/${key}`] = { key, value: values.get(key) ?? null };
    }
  }

  /** Answers the paths a render pass asked for. */
  async function fetchMissing(page: PageData, missing: string[]) {
    if (missing.some((p) => p.startsWith("/api/settings/"))) await fetchSettings(page);
    await Promise.all(missing.filter((p) => !(p in page.data)).map((p) => fetchOne(page, p)));
  }

  /**
   * The page for `url`, or null when the browser renders it (checkout and admin need the cart and the session; and
   * any URL when the server bundle is missing or fails).
   */
  return async function renderPage(url: URL): Promise<RenderedPage | null> {
    const bundle = await load();
    if (!bundle) return null;
    const remote = remoteForPath(url.pathname);
    if (remote && !bundle.renderer.serverRenderedRemotes.includes(remote)) return null;
    const href = url.pathname + url.search;
    const origin = siteOrigin(opts.publicUrl, url);
    try {
      const page: PageData = { data: {}, errors: {} };
      let result = bundle.renderer.render(href, page, origin);
      for (let pass = 1; result.missing.length && !result.redirect && pass < MAX_PASSES; pass++) {
        await fetchMissing(page, result.missing);
        result = bundle.renderer.render(href, page, origin);
      }
      if (result.redirect) return { status: 302, location: result.redirect };
      if (result.missing.length) log.warn("page rendered with data still missing", { url: href, missing: result.missing });
      return { status: result.status, html: assemble(bundle.template, bundle.css, result, page, url, origin) };
    } catch (err) {
      log.error("server render failed; the page renders in the browser", { url: href, err });
      return null;
    }
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/**
 * index.html with the rendered markup. The page's head tags replace the template's title and description; the
 * inlined CSS covers every server-rendered screen (the shell's own stylesheets are dropped: they would only block the
 * first paint), the page data is a non-executable JSON element.
 */
function assemble(template: string, css: string, result: RenderResult, page: PageData, url: URL, origin: string): string {
  const head = result.head ? headTags(result.head, result.title, url, origin, result.status) : "";
  return (head ? template.replace(/\s*<meta name="description"[^>]*>/, "") : template)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(result.title)}</title>${head}`)
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace("</head>", `<style>${css}</style></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${result.html}</div><script type="application/json" id="${DATA_ELEMENT_ID}">${scriptJson(page)}</script>`,
    );
}
