import { defineConfig } from "@playwright/test";

/**
 * Drives the built, composed site in Debian's Chromium (never a downloaded browser). The server is the real
 * one (`api/src/main.ts`); with DATABASE_URL / NATS_URL set (CI) it runs on PostgreSQL and NATS JetStream.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = "./data/e2e";
/** The print providers' stand-in (api/test/print-stand-in.ts): the server's Printful and Gooten calls go there. */
const PRINT_STAND_IN_PORT = Number(process.env.E2E_PRINT_PORT ?? 4999);
export const ADMIN = { username: "owner", password: "E2e-owner-password-42", email: "owner@example.com" };

export default defineConfig({
  testDir: "./tests",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: [{
    command: `npx --no-install deno run -A api/test/print-stand-in.ts --port ${PRINT_STAND_IN_PORT}`,
    cwd: "..",
    url: `http://127.0.0.1:${PRINT_STAND_IN_PORT}/printful/store`,
    // Without a key it answers 401, which Playwright counts as up.
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "pipe",
  }, {
    // A fresh embedded database every run (CI passes a freshly created PostgreSQL database instead).
    command: `rm -rf ${DATA_DIR} && npx --no-install deno run -A api/src/main.ts`,
    cwd: "..",
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      LOG_LEVEL: "warn",
      // Never inherit the unit tests' DATABASE_URL: e2e gets its own database or the embedded one.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      NATS_URL: process.env.NATS_URL ?? "",
      PRINTFUL_API_URL: `http://127.0.0.1:${PRINT_STAND_IN_PORT}/printful`,
      GOOTEN_API_URL: `http://127.0.0.1:${PRINT_STAND_IN_PORT}/gooten`,
    },
  }],
});
