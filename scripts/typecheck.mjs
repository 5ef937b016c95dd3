#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit for every TypeScript package of the browser side (Deno checks api/ and events/
// itself: `deno check`). One after another: 2 cores.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const PACKAGES = ["contracts", "sdk", "design-system", "shell", "mfe-gallery", "mfe-shop", "mfe-checkout", "mfe-contact", "mfe-admin", "e2e"];
const failed = PACKAGES.filter((pkg) => {
  const run = spawnSync("npx", ["--no-install", "tsc", "--noEmit", "-p", pkg], { cwd: root, stdio: "inherit" });
  return run.status !== 0;
});
if (failed.length) {
  console.error(`typecheck failed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`typecheck: ${PACKAGES.length} packages ok`);
