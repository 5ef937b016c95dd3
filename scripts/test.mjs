#!/usr/bin/env node
// `npm test`: every unit and integration suite. vitest for the browser packages and the design system, then
// `deno test` for api/ and events/. Without DATABASE_URL / NATS_URL the integration suites use PGlite and the
// in-process bus; with them they also run against PostgreSQL and NATS JetStream.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, "");

function run(name, cmd, args) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } });
    let out = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        out += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on("exit", (code) => resolve({ name, code: code ?? 1, out: strip(out) }));
  });
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const web = await run("vitest", "npx", ["--no-install", "vitest", "run"]);
const vt = web.out.match(/Tests\s+(.*)\(\d+\)/);
if (vt) {
  for (const [, n, kind] of vt[1].matchAll(/(\d+) (passed|failed|skipped)/g)) counts[kind] += Number(n);
}
const deno = await run("deno test", "npx", ["--no-install", "deno", "test", "-A", "api", "events"]);
const dt = deno.out.match(/(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed(?: \| (\d+) ignored)?/);
if (dt) {
  counts.passed += Number(dt[1]);
  counts.failed += Number(dt[2]);
  counts.skipped += Number(dt[3] ?? 0);
}

const failed = [web, deno].filter((r) => r.code !== 0).map((r) => r.name);
console.log(`\nsuites: vitest ${web.code === 0 ? "ok" : "FAILED"}, deno test ${deno.code === 0 ? "ok" : "FAILED"}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length ? 1 : 0);
