// Starts the real server for a benchmark: embedded PGlite by default, PostgreSQL when databaseUrl is given.
// Waits for /api/health and, if asked, for the demo portfolio's image copies (so page loads measure warm images).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function startServer({ port, databaseUrl = "", waitForImages = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-"));
  // The deno binary itself (not through npx), so SIGTERM reaches the server and it shuts down cleanly.
  const child = spawn(join(root, "node_modules/.bin/deno"), ["run", "-A", "api/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NATS_URL: "", LOG_LEVEL: "info", ADMIN_PASSWORD: "bench-password-123", NODE_ENV: "production",
      SECRET_KEY: randomBytes(48).toString("base64") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok && (!waitForImages || log.includes("image copies ready") || !log.includes("demo portfolio seeded"))) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
