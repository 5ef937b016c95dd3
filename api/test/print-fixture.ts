import { type Config, parseConfig } from "../src/config.ts";
import { createOwner, openTestDb, testApi } from "./helpers.ts";
import { STAND_IN_KEYS, startPrintStandIn } from "./print-stand-in.ts";

/** The print settings the owner saves: both providers on with the stand-in's keys, `over` changing either. */
export function printSettings(over: { printful?: Record<string, unknown>; gooten?: Record<string, unknown> } = {}) {
  return {
    printful: { enabled: true, apiKey: STAND_IN_KEYS.printfulApiKey, baseUrl: "", ...over.printful },
    gooten: { enabled: true, recipeId: STAND_IN_KEYS.gootenRecipeId, partnerBillingKey: STAND_IN_KEYS.gootenBillingKey, baseUrl: "", ...over.gooten },
  };
}

/**
 * One print test file's world: a fresh database with the owner signed in, the providers' stand-in, and a config that
 * points the real clients at it (`timeoutMs`: the provider time limit; short for the tests that make it hang).
 */
export async function openPrintWorld(opts: { timeoutMs: number; publicUrl?: string }) {
  const db = await openTestDb();
  await createOwner(db.sql);
  const standIn = await startPrintStandIn();
  const config: Config = parseConfig({
    NODE_ENV: "test", SEED_DEMO: "false", SECRET_KEY: "test-secret-key-that-is-long-enough-0123",
    ...(opts.publicUrl ? { PUBLIC_URL: opts.publicUrl } : {}),
    PRINTFUL_API_URL: standIn.printfulUrl, GOOTEN_API_URL: standIn.gootenUrl, PRINT_PROVIDER_TIMEOUT_MS: String(opts.timeoutMs),
  });
  const uploadsDir = Deno.makeTempDirSync({ prefix: "studio-print-test-" });
  const api = testApi(db.sql, uploadsDir, { config });
  const sessionCookie = await api.login();
  return {
    sql: db.sql, standIn, config, api, uploadsDir, sessionCookie,
    admin: api.signedIn(sessionCookie),
    async close() {
      await standIn.close();
      await db.close();
      await Deno.remove(uploadsDir, { recursive: true });
    },
  };
}
