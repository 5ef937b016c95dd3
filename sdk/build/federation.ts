/**
 * The one Module Federation setup of the storefront (build-time, Node side).
 * The shell (host) and every remote import it from their vite.config.ts so
 * the shared singletons can never drift apart.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { federation } from "@module-federation/vite";

const root = resolve(import.meta.dirname, "../..");

function installedVersion(pkg: string): string {
  const dirs = [resolve(root, "node_modules", pkg), resolve(root, pkg.replace("@studio/", ""))];
  for (const dir of dirs) {
    try {
      const json = JSON.parse(readFileSync(resolve(dir, "package.json"), "utf8")) as { version?: string };
      if (json.version) return json.version;
    } catch {
      // try the next place
    }
  }
  return "0.0.0";
}

const major = (pkg: string) => `^${installedVersion(pkg).split(".")[0]}.0.0`;

/** Libraries loaded once per page and handed from the shell to every remote. */
export const SHARED_PACKAGES = [
  "react", "react-dom", "react-router", "swr", "valtio", "zod",
  "@studio/sdk", "@studio/design-system", "@studio/contracts",
] as const;

type Shared = Record<string, { singleton: true; version: string; requiredVersion: string | false }>;

export function sharedConfig(): Shared {
  return Object.fromEntries(
    SHARED_PACKAGES.map((pkg) => [
      pkg,
      {
        singleton: true as const,
        version: installedVersion(pkg),
        requiredVersion: pkg.startsWith("@studio/") ? false : major(pkg),
      },
    ]),
  );
}

export const REMOTE_FILENAME = "remoteEntry.js";

/** A remote: exposes ./App from remoteEntry.js under /remotes/<name>/. */
export function remoteFederation(name: string) {
  return federation({
    name,
    filename: REMOTE_FILENAME,
    exposes: { "./App": "./src/App.tsx" },
    shared: sharedConfig(),
    dts: false,
    manifest: false,
  });
}

/** The host: no build-time remotes; /remotes.json tells it where they are at run time. */
export function hostFederation() {
  return federation({
    name: "shell",
    remotes: {},
    shared: sharedConfig(),
    dts: false,
    manifest: false,
  });
}
