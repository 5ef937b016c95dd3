import type { PrintProviderName, PrintSettings, PrintSettingsUpdate, SecretHint } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Db, Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import type { SecretBox } from "../../secret-box.ts";

/** What is stored in api_configurations (key and service 'printful' / 'gooten'): secrets sealed with the server's key. */
export interface StoredPrintful {
  enabled: boolean;
  sealedApiKey: string | null;
  baseUrl: string;
}
export interface StoredGooten {
  enabled: boolean;
  recipeId: string;
  sealedPartnerBillingKey: string | null;
  baseUrl: string;
}
export interface StoredPrintSettings {
  printful: StoredPrintful;
  gooten: StoredGooten;
}

const DEFAULTS: StoredPrintSettings = {
  printful: { enabled: false, sealedApiKey: null, baseUrl: "" },
  gooten: { enabled: false, recipeId: "", sealedPartnerBillingKey: null, baseUrl: "" },
};
const DESCRIPTIONS: Record<PrintProviderName, string> = {
  printful: "Printful print on demand (API key sealed)",
  gooten: "Gooten print on demand (partner billing key sealed)",
};

export async function readPrintSettings(db: Db): Promise<StoredPrintSettings> {
  const rows = await db<{ key: PrintProviderName; value: string }[]>`
    select key, value from api_configurations where key in ('printful', 'gooten')`;
  const stored = structuredClone(DEFAULTS);
  for (const row of rows) Object.assign(stored[row.key], JSON.parse(row.value));
  return stored;
}

/** Opens a sealed secret; null when none is stored or the server's SECRET_KEY changed since it was saved. */
export async function openSecret(box: SecretBox, sealed: string | null, what: string): Promise<string | null> {
  if (!sealed) return null;
  try {
    return await box.open(sealed);
  } catch (err) {
    log.error(`${what} cannot be decrypted; enter it again in Print on demand settings`, { err: String(err) });
    return null;
  }
}

async function hint(box: SecretBox, sealed: string | null, what: string): Promise<SecretHint> {
  const plain = await openSecret(box, sealed, what);
  return { isSet: sealed !== null, last4: plain ? plain.slice(-4) : "" };
}

/** The settings as the owner sees them: whether each key is set and its last 4 characters, never the key. */
export async function getPrintSettings(db: Db, box: SecretBox): Promise<PrintSettings> {
  const { printful, gooten } = await readPrintSettings(db);
  return {
    printful: { enabled: printful.enabled, baseUrl: printful.baseUrl, apiKey: await hint(box, printful.sealedApiKey, "Printful API key") },
    gooten: {
      enabled: gooten.enabled, recipeId: gooten.recipeId, baseUrl: gooten.baseUrl,
      partnerBillingKey: await hint(box, gooten.sealedPartnerBillingKey, "Gooten partner billing key"),
    },
  };
}

/** Omitted: keep. Empty: remove. Otherwise: seal the new secret. */
const nextSecret = async (box: SecretBox, current: string | null, typed: string | undefined) =>
  typed === undefined ? current : typed === "" ? null : await box.seal(typed);
const change = (typed: string | undefined) => typed === undefined ? "kept" : typed ? "changed" : "removed";

/** Saves both providers' settings; keys are sealed and kept when the update leaves them out. */
export async function savePrintSettings(sql: Sql, box: SecretBox, update: PrintSettingsUpdate, actor: Actor): Promise<PrintSettings> {
  const current = await readPrintSettings(sql);
  const next: StoredPrintSettings = {
    printful: {
      enabled: update.printful.enabled, baseUrl: update.printful.baseUrl,
      sealedApiKey: await nextSecret(box, current.printful.sealedApiKey, update.printful.apiKey),
    },
    gooten: {
      enabled: update.gooten.enabled, recipeId: update.gooten.recipeId, baseUrl: update.gooten.baseUrl,
      sealedPartnerBillingKey: await nextSecret(box, current.gooten.sealedPartnerBillingKey, update.gooten.partnerBillingKey),
    },
  };
  const fields: Record<string, string> = {};
  if (next.printful.enabled && !next.printful.sealedApiKey) fields["printful.apiKey"] = "Enter the API key to use Printful";
  if (next.gooten.enabled && !next.gooten.recipeId) fields["gooten.recipeId"] = "Enter the recipe id to use Gooten";
  if (next.gooten.enabled && !next.gooten.sealedPartnerBillingKey) fields["gooten.partnerBillingKey"] = "Enter the partner billing key to use Gooten";
  if (Object.keys(fields).length) throw new AppError("validation", Object.values(fields)[0], fields);

  await transact(sql, async (tx) => {
    for (const provider of ["printful", "gooten"] as const) {
      await tx`insert into api_configurations (key, value, service, description, is_active)
        values (${provider}, ${JSON.stringify(next[provider])}, ${provider}, ${DESCRIPTIONS[provider]}, ${next[provider].enabled})
        on conflict (key) do update set value = excluded.value, is_active = excluded.is_active, updated_at = now()`;
    }
    await audit(tx, actor, "update", "print_settings", null, {
      printful: { enabled: next.printful.enabled, baseUrl: next.printful.baseUrl, apiKey: change(update.printful.apiKey) },
      gooten: {
        enabled: next.gooten.enabled, recipeId: next.gooten.recipeId, baseUrl: next.gooten.baseUrl,
        partnerBillingKey: change(update.gooten.partnerBillingKey),
      },
    });
  });
  return await getPrintSettings(sql, box);
}
