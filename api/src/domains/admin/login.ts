import type { AdminLogin } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import type { SecretBox } from "../../secret-box.ts";
import { audit } from "./audit.ts";
import { hashPassword, needsRehash, verifyPassword } from "./password.ts";
import { countFailure, guardFailures, LIMITS, takeAttempt } from "../../rate-limit.ts";
import { createSession } from "./sessions.ts";
import { sha256 } from "../../tokens.ts";
import { matchTotp } from "./totp.ts";
import { trustDevice, useTrustedDevice } from "./trusted-devices.ts";

// Verifying against a real hash when the user is unknown keeps the response time the same either way.
const dummyHash = hashPassword("timing-equaliser-not-a-password");

export const INVALID_CREDENTIALS = "Invalid username or password";
export const INVALID_CODE = "Invalid verification code";

export type LoginResult =
  | { kind: "signed_in"; sessionId: string; userId: number; username: string; deviceToken?: string }
  | { kind: "mfa_required" };

interface UserRow {
  id: number; username: string; passwordHash: string; mfaEnabled: boolean; mfaSecret: string | null; mfaLastStep: string | null;
}

/**
 * Checks username and password, then (when two factors are on and this browser is not a trusted device) the
 * authenticator code: each code works once. Rate limited per address and per account. On success opens a new
 * session (a fresh id on every login) and, when asked, trusts the device for 30 days.
 */
export async function login(
  sql: Sql,
  box: SecretBox,
  input: AdminLogin & { userAgent: string; ip: string; deviceToken?: string },
): Promise<LoginResult> {
  await takeAttempt(sql, `login:ip:${await sha256(input.ip)}`, LIMITS.loginPerIp);
  const accountBucket = `login:user:${input.username.toLowerCase()}`;
  await guardFailures(sql, accountBucket, LIMITS.loginPerAccount);
  const [user] = await sql<UserRow[]>`
    select id, username, password_hash, mfa_enabled, mfa_secret, mfa_last_step from users where username = ${input.username}`;
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) {
    await countFailure(sql, accountBucket, LIMITS.loginPerAccount);
    await audit(sql, { userId: user?.id ?? null, ip: input.ip }, "login_failed", "user", user?.id ?? null, { username: input.username.slice(0, 100) });
    throw new AppError("unauthorized", INVALID_CREDENTIALS);
  }
  if (needsRehash(user.passwordHash)) {
    await sql`update users set password_hash = ${await hashPassword(input.password)}, updated_at = now() where id = ${user.id}`;
  }

  let deviceToken: string | undefined;
  if (user.mfaEnabled && user.mfaSecret) {
    const trusted = input.deviceToken ? await useTrustedDevice(sql, user.id, input.deviceToken) : false;
    if (!trusted) {
      if (!input.mfaCode) return { kind: "mfa_required" };
      await guardFailures(sql, `mfa:user:${user.id}`, LIMITS.mfaPerAccount);
      const step = await matchTotp(await box.open(user.mfaSecret), input.mfaCode, user.mfaLastStep === null ? null : Number(user.mfaLastStep));
      // Recording the step with a condition also refuses the same code sent twice at the same moment.
      const used = step === null ? [] : await sql`update users set mfa_last_step = ${step}
        where id = ${user.id} and (mfa_last_step is null or mfa_last_step < ${step}) returning id`;
      if (!used.length) {
        await countFailure(sql, `mfa:user:${user.id}`, LIMITS.mfaPerAccount);
        await audit(sql, { userId: user.id, ip: input.ip }, "mfa_failed", "user", user.id);
        throw new AppError("unauthorized", INVALID_CODE);
      }
      if (input.rememberDevice) deviceToken = await trustDevice(sql, user.id, input.userAgent);
    }
  }
  const sessionId = await createSession(sql, { userId: user.id, userAgent: input.userAgent, ip: input.ip });
  await audit(sql, { userId: user.id, ip: input.ip }, "login", "user", user.id, deviceToken ? { trustedDevice: "added" } : {});
  return { kind: "signed_in", sessionId, userId: user.id, username: user.username, deviceToken };
}
