/** Vite configs of the shell and the remotes (build-time, Node side). */
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import type { UserConfig } from "vite";
import { hostFederation, remoteFederation } from "./federation.ts";

/** Where `npm start` (or any server honouring the runtime layout) listens. */
const API_ORIGIN = process.env.STUDIO_API_ORIGIN ?? "http://localhost:3000";

const proxy = {
  "/api": { target: API_ORIGIN, changeOrigin: true },
  "/ws": { target: API_ORIGIN.replace(/^http/, "ws"), ws: true },
  "/images": { target: API_ORIGIN, changeOrigin: true },
};

const DEV_PORTS = { shell: 5170, gallery: 5171, shop: 5172, checkout: 5173, contact: 5174, admin: 5175 } as const;

const build = { target: "es2022", outDir: "dist", emptyOutDir: true, assetsInlineLimit: 0 } as const;

/** A remote: built for /remotes/<name>/; `npm run dev` runs it standalone at / with its own index.html. */
export function remoteViteConfig(name: keyof typeof DEV_PORTS, command: "build" | "serve"): UserConfig {
  return {
    base: command === "build" ? `/remotes/${name}/` : "/",
    plugins: [vanillaExtractPlugin(), react(), remoteFederation(name)],
    build,
    server: { port: DEV_PORTS[name], strictPort: true, proxy },
    preview: { port: DEV_PORTS[name] },
  };
}

/** The shell: served at /; remotes.json is proxied in dev so the real server decides where remotes live. */
export function shellViteConfig(): UserConfig {
  return {
    base: "/",
    plugins: [vanillaExtractPlugin(), react(), hostFederation()],
    build,
    server: {
      port: DEV_PORTS.shell,
      strictPort: true,
      proxy: { ...proxy, "/remotes.json": API_ORIGIN, "/remotes": API_ORIGIN },
    },
  };
}
