#!/usr/bin/env node
// Builds the browser packages one after another (2 cores: no parallel builds).
// A package is skipped when its dist is newer than its sources and shared inputs; --force rebuilds all.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const force = process.argv.includes("--force");
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));

/** Remotes first, then the shell; every package's input also includes the shared code. */
const PACKAGES = ["mfe-gallery", "mfe-shop", "mfe-checkout", "mfe-contact", "mfe-admin", "shell"];
const SHARED_INPUTS = ["sdk/src", "sdk/build", "design-system/src", "contracts/src", "package-lock.json"];
const SKIP_DIRS = new Set(["node_modules", "dist", "dist-ssr", ".vite"]);
/** The shell's server renderer (shell/src/server) bundles the public remotes' sources too. */
const EXTRA_INPUTS = { shell: ["mfe-gallery/src", "mfe-shop/src", "mfe-contact/src"] };
/** What a finished build leaves behind. */
const OUTPUTS = { shell: ["dist", "dist-ssr"] };

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!SKIP_DIRS.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function oldestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let oldest = Infinity;
  for (const entry of readdirSync(path)) oldest = Math.min(oldest, oldestMtime(join(path, entry)));
  return oldest === Infinity ? 0 : oldest;
}

function upToDate(pkg) {
  const entries = pkg === "shell" ? ["dist/index.html", "dist-ssr/render.js"] : ["dist/remoteEntry.js"];
  if (!entries.every((e) => existsSync(join(root, pkg, e)))) return false;
  const inputs = [...SHARED_INPUTS, ...(EXTRA_INPUTS[pkg] ?? [])];
  const sources = Math.max(newestMtime(join(root, pkg)), ...inputs.map((p) => newestMtime(join(root, p))));
  return Math.min(...(OUTPUTS[pkg] ?? ["dist"]).map((d) => oldestMtime(join(root, pkg, d)))) > sources;
}

const results = [];
for (const pkg of PACKAGES.filter((p) => !only.length || only.includes(p))) {
  if (!force && upToDate(pkg)) {
    results.push([pkg, "up to date", 0]);
    console.log(`• ${pkg}: up to date (skipped)`);
    continue;
  }
  console.log(`• ${pkg}: building…`);
  const started = performance.now();
  const run = spawnSync("npm", ["run", "build", "-w", pkg, "--silent"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) {
    console.error(`✗ ${pkg} failed after ${seconds.toFixed(1)} s`);
    process.exit(run.status ?? 1);
  }
  results.push([pkg, "built", seconds]);
  console.log(`✓ ${pkg} built in ${seconds.toFixed(1)} s`);
}
const total = results.reduce((sum, [, , s]) => sum + s, 0);
console.log(`\n${results.map(([p, what, s]) => `${p.padEnd(14)} ${what.padEnd(11)} ${s ? `${s.toFixed(1)} s` : ""}`).join("\n")}`);
console.log(`total ${total.toFixed(1)} s`);
