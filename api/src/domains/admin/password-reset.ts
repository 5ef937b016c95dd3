import type { ApplyReset } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { queueTemplateMail } from "../mail/queue-mail.ts";
import { audit } from "./audit.ts";
import { hashPassword } from "./password.ts";
import { LIMITS, takeAttempt } from "../../rate-limit.ts";
import { sha256 } from "../../tokens.ts";

export const RESET_CODE_MINUTES = 15;
export const RESET_MAX_ATTEMPTS = 5;
/** The same answer whether or not the address belongs to an account. */
export const RESET_REQUESTED = "If this email belongs to the studio's account, a 6-digit code is on its way. It expires in 15 minutes.";
export const RESET_INVALID = "This code is not valid or has expired. Request a new one.";

/** Six uniformly random digits. */
function sixDigits(): string {
  for (;;) {
    const n = crypto.getRandomValues(new Uint32Array(1))[0];
    if (n < 4_294_000_000) return String(n % 1_000_000).padStart(6, "0");
  }
}

const codeHash = (userId: number, code: string) => sha256(`password-reset:${userId}:${code}`);

/**
 * Mails a single-use 6-digit code to the owner's address (earlier unused codes stop working). Says nothing about
 * whether the address exists; rate limited per caller address and per email.
 */
export async function requestPasswordReset(sql: Sql, input: { email: string; ip: string }): Promise<void> {
  await takeAttempt(sql, `reset:ip:${await sha256(input.ip)}`, LIMITS.resetPerIp);
  await takeAttempt(sql, `reset:email:${await sha256(input.email.toLowerCase())}`, LIMITS.resetPerAccount);
  const [user] = await sql<{ id: number; email: string }[]>`select id, email from users where lower(email) = lower(${input.email})`;
  if (!user) return;
  const code = sixDigits();
  await transact(sql, async (tx) => {
    await tx`update password_resets set used_at = now() where user_id = ${user.id} and used_at is null`;
    const [reset] = await tx<{ id: number }[]>`insert into password_resets (user_id, code_hash, expires_at)
      values (${user.id}, ${await codeHash(user.id, code)}, now() + make_interval(mins => ${RESET_CODE_MINUTES})) returning id`;
    // Queued here, not through the bus: the code must not travel in an event.
    await queueTemplateMail(tx, "password_reset", { code, minutes: String(RESET_CODE_MINUTES) },
      { to: user.email, dedupeKey: `password_reset:${reset.id}` });
    await audit(tx, { userId: user.id, ip: input.ip }, "reset_requested", "user", user.id);
  });
}

/**
 * Sets a new password with a mailed code: the code works once, within 15 minutes, and a code is dead after 5 wrong
 * tries. Every session and trusted device of the account is signed out.
 */
export async function applyPasswordReset(sql: Sql, input: ApplyReset & { ip: string }): Promise<void> {
  await takeAttempt(sql, `reset-apply:ip:${await sha256(input.ip)}`, LIMITS.resetPerIp);
  const newHash = await hashPassword(input.newPassword);
  const userId = await transact(sql, async (tx) => {
    const open = await tx<{ id: number; userId: number; codeHash: string }[]>`
      select r.id, r.user_id, r.code_hash from password_resets r join users u on u.id = r.user_id
      where r.used_at is null and r.expires_at > now() and r.attempts < ${RESET_MAX_ATTEMPTS}
        and (${input.email ?? null}::text is null or lower(u.email) = lower(${input.email ?? null}))
      for update of r`;
    let match: (typeof open)[number] | undefined;
    for (const r of open) if (r.codeHash === await codeHash(r.userId, input.resetCode)) match = r;
    if (!match) {
      if (open.length) await tx`update password_resets set attempts = attempts + 1 where id in ${tx(open.map((r) => r.id))}`;
      return null;
    }
    await tx`update password_resets set used_at = now() where id = ${match.id}`;
    await tx`update users set password_hash = ${newHash}, password_changed_at = now(), updated_at = now() where id = ${match.userId}`;
    await tx`delete from sessions where user_id = ${match.userId}`;
    await tx`delete from trusted_devices where user_id = ${match.userId}`;
    await audit(tx, { userId: match.userId, ip: input.ip }, "password_reset", "user", match.userId);
    return match.userId;
  });
  if (userId === null) throw new AppError("validation", RESET_INVALID, { resetCode: RESET_INVALID });
}
