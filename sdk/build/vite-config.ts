/** Vite configs of the shell and the remotes (build-time, Node side). */
import { resolve } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import type { Plugin, PluginOption, ResolvedConfig, UserConfig } from "vite";
import { hostFederation, remoteFederation } from "./federation.ts";

const REPO_ROOT = resolve(import.meta.dirname, "../..");

/**
 * vanilla-extract names a class after its file's path relative to the build's root and that root's package. Every
 * build here (the shell, each remote, the server renderer) uses the repository root instead, so a file's classes
 * have the same names in every bundle: the server renders a remote's markup with the names the remote's own CSS uses.
 */
function vanillaExtract(): PluginOption[] {
  const plugins = [vanillaExtractPlugin()].flat() as Plugin[];
  return plugins.map((plugin) => {
    const hook = plugin.configResolved;
    if (typeof hook !== "function") return plugin;
    return {
      ...plugin,
      configResolved(this: unknown, config: ResolvedConfig) {
        const rooted = new Proxy(config, { get: (target, key) => (key === "root" ? REPO_ROOT : Reflect.get(target, key)) });
        return hook.call(this as never, rooted);
      },
    };
  });
}

/**
 * zod compiles object parsers with `new Function` when its probe finds eval allowed, and the probe runs as schemas
 * are built, before any app code could call `z.config`. The site's CSP (script-src 'self') forbids eval and Chrome
 * reports every probe as a violation, so every browser bundle starts zod in its interpreted (jitless) mode. The
 * config object lives on globalThis: the first zod copy on the page sets it for all of them.
 */
function zodJitless(): Plugin {
  const from = "(_a.__zod_globalConfig = {})";
  return {
    name: "studio:zod-jitless",
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      if (!code.includes(from)) this.error("zod's global config line changed: update zodJitless() in sdk/build/vite-config.ts");
      return code.replace(from, "(_a.__zod_globalConfig = { jitless: true })");
    },
  };
}

/** Where `npm start` (or any server honouring the runtime layout) listens. */
const API_ORIGIN = process.env.STUDIO_API_ORIGIN ?? "http://localhost:3000";

const proxy = {
  "/api": { target: API_ORIGIN, changeOrigin: true },
  "/ws": { target: API_ORIGIN.replace(/^http/, "ws"), ws: true },
  "/uploads": { target: API_ORIGIN, changeOrigin: true },
};

/**
 * The federation plugin asks Vite's dev pre-bundler to bundle every shared package,
 * which would run the workspace packages' *.css.ts files without vanilla-extract.
 * They are plain source: let Vite serve them as such.
 */
function keepWorkspaceSourcesUnbundled(): Plugin {
  const workspace = (dep: string) => dep.startsWith("@studio/");
  return {
    name: "studio:keep-workspace-sources-unbundled",
    apply: "serve",
    configResolved(config) {
      const deps = config.optimizeDeps;
      deps.include = (deps.include ?? []).filter((dep) => !workspace(dep));
      deps.exclude = [...new Set([...(deps.exclude ?? []), "@studio/sdk", "@studio/design-system", "@studio/contracts"])];
    },
  };
}

const DEV_PORTS = { shell: 5170, gallery: 5171, shop: 5172, checkout: 5173, contact: 5174, admin: 5175 } as const;

const build = {
  target: "es2022",
  outDir: "dist",
  emptyOutDir: true,
  assetsInlineLimit: 0,
  // The federation plugin's callbacks are slow by design; the timing report is noise here.
  rolldownOptions: { checks: { pluginTimings: false } },
} as const;

/** A remote: built for /remotes/<name>/; `npm run dev` runs it standalone at / with its own index.html. */
export function remoteViteConfig(name: keyof typeof DEV_PORTS, command: "build" | "serve"): UserConfig {
  return {
    // REMOTE_BASE serves a build from elsewhere (e.g. a CDN folder); it must end with "/".
    base: command === "build" ? (process.env.REMOTE_BASE ?? `/remotes/${name}/`) : "/",
    plugins: [vanillaExtract(), react(), zodJitless(), remoteFederation(name, command), keepWorkspaceSourcesUnbundled()],
    // The built remote is only the federation entry (remoteEntry.js + its chunks); index.html is for dev.
    build: { ...build, rolldownOptions: { ...build.rolldownOptions, input: {} } },
    server: { port: DEV_PORTS[name], strictPort: true, proxy },
    preview: { port: DEV_PORTS[name] },
  };
}

/** The shell: served at /; remotes.json is proxied in dev so the real server decides where remotes live. */
export function shellViteConfig(): UserConfig {
  return {
    base: "/",
    plugins: [vanillaExtract(), react(), zodJitless(), hostFederation(), keepWorkspaceSourcesUnbundled()],
    build,
    server: {
      port: DEV_PORTS.shell,
      strictPort: true,
      proxy: { ...proxy, "/remotes.json": API_ORIGIN, "/remotes": API_ORIGIN },
    },
  };
}

/**
 * The shell's server renderer (shell/src/server/render.tsx -> dist-ssr/render.js, run by the Deno server): one
 * self-contained ES module (no node_modules at run time) and one stylesheet with the CSS of everything it renders,
 * which the server inlines so a server-rendered page needs no render-blocking request. Class names are the same as
 * in the browser builds (vanilla-extract derives them from each file's package and path).
 */
export function shellSsrViteConfig(): UserConfig {
  return {
    base: "/",
    plugins: [vanillaExtract(), react()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    resolve: { conditions: ["browser", "module", "import", "default"] },
    ssr: { noExternal: true, target: "webworker", resolve: { conditions: ["browser", "module", "import", "default"] } },
    build: {
      ...build,
      outDir: "dist-ssr",
      ssr: "src/server/render.tsx",
      ssrEmitAssets: true,
      cssCodeSplit: false,
      copyPublicDir: false,
      rolldownOptions: { ...build.rolldownOptions, output: { entryFileNames: "render.js", assetFileNames: "[name][extname]" } },
    },
  };
}
