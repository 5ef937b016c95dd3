import { Hono } from "hono";
import { REMOTE_NAMES, type RemoteManifest } from "@studio/contracts";
import { join, resolve } from "node:path";
import { deriveImage } from "../domains/media/derive-image.ts";
import type { AppEnv } from "./context.ts";
import type { PageRenderer } from "./pages.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8", ".svg": "image/svg+xml",
  ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif",
  ".ico": "image/x-icon", ".woff2": "font/woff2", ".txt": "text/plain; charset=utf-8", ".map": "application/json",
  ".webmanifest": "application/manifest+json",
};

const extOf = (path: string) => path.slice(path.lastIndexOf(".")).toLowerCase();

/** Reads a file under `root`, refusing any path that escapes it. */
async function readUnder(root: string, path: string): Promise<Uint8Array | null> {
  const full = resolve(root, "." + decodeURIComponent(path));
  if (!full.startsWith(resolve(root) + "/")) return null;
  try {
    return await Deno.readFile(full);
  } catch {
    return null;
  }
}

function fileResponse(body: Uint8Array, path: string, immutable: boolean): Response {
  return new Response(body as BodyInit, {
    headers: {
      "content-type": TYPES[extOf(path)] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
    },
  });
}

/** Hashed build output (assets/ folders) never changes under its name; everything else is revalidated. */
const isHashed = (path: string) => /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path);

export interface StaticOptions {
  root: string;
  uploadsDir: string;
  manifest: () => Promise<RemoteManifest>;
  /** Server rendering of page URLs (pages.ts); without it, or when it declines, pages get index.html. */
  renderPage?: PageRenderer;
}

export function defaultManifest(): RemoteManifest {
  return Object.fromEntries(REMOTE_NAMES.map((n) => [n, `/remotes/${n}/remoteEntry.js`])) as RemoteManifest;
}

/**
 * Serves the built front end: the shell at /, each remote under /remotes/<name>/, uploads under /uploads/, the
 * runtime remote manifest at /remotes.json, and every other URL as a page: server-rendered where it can be, else
 * the shell's index.html (the browser renders it).
 */
export function staticRoutes(opts: StaticOptions) {
  const shellDist = join(opts.root, "shell/dist");
  return new Hono<AppEnv>()
    .get("/remotes.json", async (c) => {
      c.header("cache-control", "no-cache");
      return c.json(await opts.manifest());
    })
    .get("/remotes/:name/*", async (c) => {
      const name = c.req.param("name");
      if (!(REMOTE_NAMES as readonly string[]).includes(name)) return c.notFound();
      const rest = c.req.path.slice(`/remotes/${name}`.length);
      const body = await readUnder(join(opts.root, `mfe-${name}/dist`), rest);
      return body ? fileResponse(body, rest, isHashed(rest)) : c.notFound();
    })
    .get("/uploads/img/:id/:file{[0-9]+\\.(avif|webp|jpg)}", async (c) => {
      const file = c.req.param("file");
      const dot = file.indexOf(".");
      const body = await deriveImage(opts.uploadsDir, c.req.param("id"), Number(file.slice(0, dot)), file.slice(dot + 1));
      return body ? fileResponse(body, file, true) : c.notFound();
    })
    .get("/uploads/*", async (c) => {
      const rest = c.req.path.slice("/uploads".length);
      const body = await readUnder(opts.uploadsDir, rest);
      return body ? fileResponse(body, rest, true) : c.notFound();
    })
    .get("*", async (c) => {
      const path = c.req.path;
      if (path.startsWith("/api/") || path === "/api") return c.notFound();
      if (path !== "/" && /\.[a-z0-9]+$/i.test(path)) {
        const body = await readUnder(shellDist, path);
        return body ? fileResponse(body, path, isHashed(path)) : c.notFound();
      }
      const page = await opts.renderPage?.(new URL(c.req.url));
      if (page) {
        c.header("cache-control", "no-cache");
        return "location" in page ? c.redirect(page.location, 302) : c.html(page.html, page.status as 200 | 404);
      }
      const index = await readUnder(shellDist, "/index.html");
      if (!index) return c.text("The front end is not built yet: run `npm run build`.", 503);
      return fileResponse(index, "/index.html", false);
    });
}
