import type { PrintConnectionResult, PrintConnectionTest, PrintProviderName } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import { choosePrintProvider, type PrintDeps } from "./choose-print-provider.ts";

/**
 * Asks the provider whether the credentials work (stored ones, or those just typed); an error tells the owner what
 * to fix. Each test is in the audit log (credentials are not).
 */
export async function testPrintConnection(
  deps: PrintDeps,
  name: PrintProviderName,
  typed: PrintConnectionTest,
  actor: Actor,
): Promise<PrintConnectionResult> {
  const provider = await choosePrintProvider(deps, name, { typed });
  try {
    const { accountName } = await provider.testConnection();
    await audit(deps.db, actor, "test", "print_settings", name, { ok: true, typed: Object.keys(typed) });
    return { ok: true, accountName };
  } catch (err) {
    await audit(deps.db, actor, "test", "print_settings", name, { ok: false, error: String((err as Error).message) });
    throw err;
  }
}
