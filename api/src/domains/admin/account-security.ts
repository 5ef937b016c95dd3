import type { AccountSecurity } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { audit, type Actor } from "./audit.ts";
import { hashPassword, requirePassword } from "./password.ts";
import { listSessions, revokeSessions } from "./sessions.ts";
import { listTrustedDevices } from "./trusted-devices.ts";
import { isoUtc } from "../../db/iso-time.ts";

/** The owner's security overview: email, two-step sign-in, trusted devices, open sessions. */
export async function getAccountSecurity(sql: Sql, userId: number, sessionId: string, deviceToken?: string): Promise<AccountSecurity> {
  const [user] = await sql<{ username: string; email: string | null; mfaEnabled: boolean; passwordChangedAt: string }[]>`
    select username, email, mfa_enabled,
      ${sql.unsafe(isoUtc("password_changed_at"))} as password_changed_at
    from users where id = ${userId}`;
  return {
    ...user,
    devices: await listTrustedDevices(sql, userId, deviceToken),
    sessions: await listSessions(sql, userId, sessionId),
  };
}

/** A new password: the current one is required; every other session is signed out. */
export async function changePassword(
  sql: Sql, actor: Actor, sessionId: string, input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await requirePassword(sql, actor.userId, input.currentPassword, "currentPassword");
  await sql`update users set password_hash = ${await hashPassword(input.newPassword)}, password_changed_at = now(), updated_at = now()
    where id = ${actor.userId}`;
  const closed = await revokeSessions(sql, actor.userId, sessionId);
  await audit(sql, actor, "password_changed", "user", actor.userId, { otherSessionsClosed: closed });
}

/** The address reset codes go to; the password confirms it is the owner. */
export async function setAccountEmail(sql: Sql, actor: Actor, input: { email: string; password: string }): Promise<void> {
  await requirePassword(sql, actor.userId, input.password, "password");
  const taken = await sql`select 1 from users where lower(email) = lower(${input.email}) and id <> ${actor.userId}`;
  if (taken.length) throw new AppError("conflict", "Another account uses this email", { email: "Another account uses this email" });
  await sql`update users set email = ${input.email}, updated_at = now() where id = ${actor.userId}`;
  await audit(sql, actor, "email_changed", "user", actor.userId, { email: input.email });
}
