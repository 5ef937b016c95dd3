import type { PrintProviderName } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import type { SecretBox } from "../../secret-box.ts";
import { openSecret } from "./print-settings.ts";

/**
 * Printful's v1 webhooks carry no signature, so each provider's webhook address holds a long random token: made once,
 * kept sealed in api_configurations (key '<provider>_webhook'), shown to the owner as the full URL to paste into the
 * provider's dashboard. A request with another token is answered 404.
 */
const keyOf = (provider: PrintProviderName) => `${provider}_webhook`;

async function stored(db: Db, box: SecretBox, provider: PrintProviderName): Promise<string | null> {
  const [row] = await db<{ value: string }[]>`select value from api_configurations where key = ${keyOf(provider)}`;
  return row ? await openSecret(box, JSON.parse(row.value).sealedToken ?? null, `${provider} webhook token`) : null;
}

/** The provider's webhook token, made on first use (two first uses at once agree on one). */
export async function webhookToken(db: Db, box: SecretBox, provider: PrintProviderName): Promise<string> {
  const existing = await stored(db, box, provider);
  if (existing) return existing;
  const token = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
  const value = JSON.stringify({ sealedToken: await box.seal(token) });
  // A token that no longer opens (SECRET_KEY changed) is replaced: the owner pastes the new URL.
  const updated = await db`update api_configurations set value = ${value}, updated_at = now() where key = ${keyOf(provider)} returning id`;
  if (!updated.length) {
    await db`insert into api_configurations (key, value, service, description)
      values (${keyOf(provider)}, ${value}, ${provider}, ${`${provider} webhook token (sealed)`}) on conflict (key) do nothing`;
  }
  return (await stored(db, box, provider))!;
}

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** Whether `token` is the provider's webhook token (compared in constant time). */
export async function isWebhookToken(db: Db, box: SecretBox, provider: PrintProviderName, token: string): Promise<boolean> {
  const expected = await stored(db, box, provider);
  if (!expected || token.length > 200) return false;
  const [a, b] = [await digest(expected), await digest(token)];
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}
