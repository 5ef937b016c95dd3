#!/usr/bin/env node
// `npm start`: build whatever front-end package is missing or stale, then run ONE Deno process that serves the
// shell, every remote, /api/* and /ws (embedded PGlite database and in-process bus unless DATABASE_URL /
// NATS_URL are set). Extra arguments go to the server, e.g. `npm start -- --role=api`.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const deno = spawn("npx", ["--no-install", "deno", "run", "-A", "api/src/main.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => deno.kill(signal));
deno.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
