/** Vite configs of the shell and the remotes (build-time, Node side). */
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import type { Plugin, UserConfig } from "vite";
import { hostFederation, remoteFederation } from "./federation.ts";

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
    plugins: [vanillaExtractPlugin(), react(), remoteFederation(name, command), keepWorkspaceSourcesUnbundled()],
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
    plugins: [vanillaExtractPlugin(), react(), hostFederation(), keepWorkspaceSourcesUnbundled()],
    build,
    server: {
      port: DEV_PORTS.shell,
      strictPort: true,
      proxy: { ...proxy, "/remotes.json": API_ORIGIN, "/remotes": API_ORIGIN },
    },
  };
}
