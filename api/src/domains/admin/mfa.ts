import type { MfaSetup } from "@studio/contracts";
import QRCode from "qrcode";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import type { SecretBox } from "../../secret-box.ts";
import { getSetting } from "../settings/get-setting.ts";
import { audit, type Actor } from "./audit.ts";
import { requirePassword } from "./password.ts";
import { countFailure, guardFailures, LIMITS } from "../../rate-limit.ts";
import { matchTotp, newTotpSecret, otpauthUri } from "./totp.ts";

async function wrongCode(sql: Sql, actor: Actor): Promise<never> {
  await countFailure(sql, `mfa:user:${actor.userId}`, LIMITS.mfaPerAccount);
  throw new AppError("validation", "Invalid verification code", { code: "Invalid verification code" });
}

/** Starts enrolling an authenticator app: a new secret (kept sealed until confirmed), its QR code and manual key. */
export async function startMfaSetup(sql: Sql, box: SecretBox, actor: Actor): Promise<MfaSetup> {
  const [user] = await sql<{ username: string; mfaEnabled: boolean }[]>`select username, mfa_enabled from users where id = ${actor.userId}`;
  if (user.mfaEnabled) throw new AppError("conflict", "Two-step sign-in is already on");
  const secret = newTotpSecret();
  await sql`update users set mfa_pending_secret = ${await box.seal(secret)} where id = ${actor.userId}`;
  const issuer = (await getSetting(sql, "studio_name")).value?.trim() || "Studio";
  const uri = otpauthUri(secret, user.username, issuer);
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUri: uri, qrSvg };
}

/** Turns two-step sign-in on once the app's first code matches the pending secret. */
export async function confirmMfaSetup(sql: Sql, box: SecretBox, actor: Actor, code: string): Promise<void> {
  await guardFailures(sql, `mfa:user:${actor.userId}`, LIMITS.mfaPerAccount);
  const [user] = await sql<{ pending: string | null }[]>`select mfa_pending_secret as pending from users where id = ${actor.userId}`;
  if (!user.pending) throw new AppError("conflict", "Start the set-up again: no authenticator is waiting to be confirmed");
  const step = await matchTotp(await box.open(user.pending), code, null);
  if (step === null) return await wrongCode(sql, actor);
  await sql`update users set mfa_secret = mfa_pending_secret, mfa_pending_secret = null, mfa_enabled = true, mfa_last_step = ${step},
    updated_at = now() where id = ${actor.userId}`;
  await audit(sql, actor, "mfa_enabled", "user", actor.userId);
}

/** Turns two-step sign-in off: needs the password and a current code. Trusted devices are forgotten. */
export async function disableMfa(sql: Sql, box: SecretBox, actor: Actor, input: { password: string; code: string }): Promise<void> {
  await guardFailures(sql, `mfa:user:${actor.userId}`, LIMITS.mfaPerAccount);
  const [user] = await sql<{ mfaSecret: string | null; mfaLastStep: string | null }[]>`
    select mfa_secret, mfa_last_step from users where id = ${actor.userId}`;
  if (!user.mfaSecret) throw new AppError("conflict", "Two-step sign-in is already off");
  await requirePassword(sql, actor.userId, input.password, "password").catch(async (err) => {
    await countFailure(sql, `mfa:user:${actor.userId}`, LIMITS.mfaPerAccount);
    throw err;
  });
  const step = await matchTotp(await box.open(user.mfaSecret), input.code, user.mfaLastStep === null ? null : Number(user.mfaLastStep));
  if (step === null) return await wrongCode(sql, actor);
  await sql`update users set mfa_enabled = false, mfa_secret = null, mfa_last_step = null, updated_at = now() where id = ${actor.userId}`;
  await sql`delete from trusted_devices where user_id = ${actor.userId}`;
  await audit(sql, actor, "mfa_disabled", "user", actor.userId);
}
