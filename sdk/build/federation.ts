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

/**
 * Libraries loaded once per page and handed from the shell to every remote.
 * zod and @studio/contracts are deliberately NOT shared: a shared package is bundled
 * whole (no tree shaking), which for zod means ~400 KB at boot; unshared, each bundle
 * keeps only the few schemas it uses.
 */
export const SHARED_PACKAGES = [
  "react", "react-dom", "react-router", "swr", "valtio", "@studio/sdk", "@studio/design-system",
] as const;

type Shared = Record<string, { singleton: true; version: string; requiredVersion: string | false; import?: false }>;

/**
 * `consumeWorkspaceOnly`: a built remote takes the workspace packages (sdk, design
 * system, contracts) from the shell only. The plugin bundles a workspace package's
 * fallback into the chunk every remote loads eagerly (its CSS too), so without this
 * each remote would download a second, unused design system.
 */
export function sharedConfig(consumeWorkspaceOnly = false): Shared {
  return Object.fromEntries(
    SHARED_PACKAGES.map((pkg) => {
      const workspace = pkg.startsWith("@studio/");
      return [
        pkg,
        {
          singleton: true as const,
          version: installedVersion(pkg),
          requiredVersion: workspace ? false : major(pkg),
          ...(workspace && consumeWorkspaceOnly ? { import: false as const } : {}),
        },
      ];
    }),
  );
}

export const REMOTE_FILENAME = "remoteEntry.js";

/** A remote: exposes ./App from remoteEntry.js under /remotes/<name>/. */
export function remoteFederation(name: string, command: "build" | "serve") {
  return federation({
    name,
    filename: REMOTE_FILENAME,
    exposes: { "./App": "./src/App.tsx" },
    // Standalone dev (serve) provides everything itself; the built remote runs inside the shell.
    shared: sharedConfig(command === "build"),
    // Built remotes use the shell's federation runtime instead of shipping their own copy.
    experiments: { externalRuntime: command === "build" },
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
    experiments: { provideExternalRuntime: true },
    dts: false,
    manifest: false,
  });
}
