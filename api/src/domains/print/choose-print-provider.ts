import { PRINT_PROVIDER_LABELS, type PrintConnectionTest, type PrintProviderName } from "@studio/contracts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import type { SecretBox } from "../../secret-box.ts";
import { createGootenClient } from "./gooten-client.ts";
import type { PrintProvider } from "./print-provider.ts";
import { createPrintfulClient } from "./printful-client.ts";
import { openSecret, readPrintSettings } from "./print-settings.ts";

export interface PrintDeps {
  db: Db;
  secrets: SecretBox;
  config: Config;
}

/**
 * The client for `name` with the stored credentials, or with the ones just typed (`typed`, for a connection test
 * before saving). Base URL: the one saved in the admin, else the config's (PRINTFUL_API_URL / GOOTEN_API_URL), else
 * the provider's own. With `requireEnabled`, a switched-off provider is refused (browsing and importing).
 */
export async function choosePrintProvider(
  { db, secrets, config }: PrintDeps,
  name: PrintProviderName,
  opts: { typed?: PrintConnectionTest; requireEnabled?: boolean } = {},
): Promise<PrintProvider> {
  const stored = await readPrintSettings(db);
  const typed = opts.typed ?? {};
  const label = PRINT_PROVIDER_LABELS[name];
  if (opts.requireEnabled && !stored[name].enabled) {
    throw new AppError("validation", `${label} is switched off. Turn it on in Print on demand settings first.`);
  }
  const timeoutMs = config.PRINT_PROVIDER_TIMEOUT_MS;
  if (name === "printful") {
    const apiKey = typed.apiKey || await openSecret(secrets, stored.printful.sealedApiKey, "Printful API key");
    if (!apiKey) throw new AppError("validation", "Enter the Printful API key first", { "printful.apiKey": "Enter the API key" });
    const baseUrl = typed.baseUrl || stored.printful.baseUrl || config.PRINTFUL_API_URL;
    return createPrintfulClient({ apiKey, baseUrl, timeoutMs });
  }
  const recipeId = typed.recipeId || stored.gooten.recipeId;
  const partnerBillingKey = typed.partnerBillingKey ||
    await openSecret(secrets, stored.gooten.sealedPartnerBillingKey, "Gooten partner billing key");
  if (!recipeId) throw new AppError("validation", "Enter the Gooten recipe id first", { "gooten.recipeId": "Enter the recipe id" });
  if (!partnerBillingKey) {
    throw new AppError("validation", "Enter the Gooten partner billing key first", { "gooten.partnerBillingKey": "Enter the partner billing key" });
  }
  const baseUrl = typed.baseUrl || stored.gooten.baseUrl || config.GOOTEN_API_URL;
  return createGootenClient({ recipeId, partnerBillingKey, baseUrl, timeoutMs });
}
