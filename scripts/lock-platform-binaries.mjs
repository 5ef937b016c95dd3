#!/usr/bin/env node
// The `deno` npm package lists a binary package per platform as optional dependencies. The registry this project
// installs from only carries the linux-x64 one, so a fresh lock file lacks the others and `npm ci` refuses it
// ("Missing: @deno/darwin-arm64@ from lock file"). This adds platform-restricted entries for them; npm never
// fetches a package whose os/cpu does not match. Run it after regenerating package-lock.json from scratch.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const deno = lock.packages["node_modules/deno"];
let added = 0;
for (const [name, version] of Object.entries(deno?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [, os, cpu] = name.match(/^@deno\/([a-z0-9]+)-([a-z0-9]+)/) ?? [];
  lock.packages[key] = { version, optional: true, os: [os], cpu: [cpu] };
  added++;
}
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`platform binary entries added: ${added}`);
