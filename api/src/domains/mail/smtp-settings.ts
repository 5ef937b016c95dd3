import type { SmtpSettings, SmtpSettingsUpdate } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Db } from "../../db/connect.ts";
import { log } from "../../log.ts";
import type { SecretBox } from "../../secret-box.ts";
import { getSetting } from "../settings/get-setting.ts";

/** What is stored (api_configurations, key 'smtp'): the settings with the password sealed. */
interface StoredSmtp extends Omit<SmtpSettings, "hasPassword"> {
  sealedPassword: string | null;
}

/** The settings the mailer connects with, password opened. */
export interface SmtpConnection extends Omit<SmtpSettings, "hasPassword"> {
  password: string;
}

const DEFAULTS: StoredSmtp = {
  enabled: false, host: "", port: 587, security: "starttls", username: "", sealedPassword: null, fromAddress: "", fromName: "",
};

async function readStored(db: Db): Promise<StoredSmtp> {
  const [row] = await db<{ value: string }[]>`select value from api_configurations where key = 'smtp'`;
  return row ? { ...DEFAULTS, ...JSON.parse(row.value) } : DEFAULTS;
}

/** SMTP as the owner sees it (no password). Before the first save, the sender is the studio's contact email and name. */
export async function getSmtpSettings(db: Db): Promise<SmtpSettings> {
  const { sealedPassword, ...rest } = await readStored(db);
  return {
    ...rest,
    fromAddress: rest.fromAddress || ((await getSetting(db, "contact_email")).value ?? ""),
    fromName: rest.fromName || ((await getSetting(db, "studio_name")).value ?? ""),
    hasPassword: sealedPassword !== null,
  };
}

/** Saves the SMTP settings; the password is sealed with the server's key and kept when the update omits it. */
export async function saveSmtpSettings(db: Db, box: SecretBox, update: SmtpSettingsUpdate, actor: Actor): Promise<SmtpSettings> {
  const current = await readStored(db);
  const { password, ...rest } = update;
  const sealedPassword = password === undefined ? current.sealedPassword : password === "" ? null : await box.seal(password);
  const stored: StoredSmtp = { ...rest, sealedPassword };
  await db`insert into api_configurations (key, value, service, description)
    values ('smtp', ${JSON.stringify(stored)}, 'smtp', 'Outgoing mail server')
    on conflict (key) do update set value = excluded.value, updated_at = now()`;
  await audit(db, actor, "update", "smtp_settings", null, { ...rest, password: password === undefined ? "kept" : password ? "changed" : "removed" });
  return await getSmtpSettings(db);
}

/** The connection the mailer uses, or null when SMTP is off (mail then goes to the log). */
export async function smtpConnection(db: Db, box: SecretBox): Promise<SmtpConnection | null> {
  const { sealedPassword, ...rest } = await readStored(db);
  if (!rest.enabled || !rest.host) return null;
  let password = "";
  if (sealedPassword) {
    try {
      password = await box.open(sealedPassword);
    } catch (err) {
      // The server's SECRET_KEY changed since the password was saved: sending will fail to authenticate and retry.
      log.error("SMTP password cannot be decrypted; enter it again in SMTP settings", { err: String(err) });
    }
  }
  return { ...rest, password };
}
