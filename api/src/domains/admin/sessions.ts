import type { AdminSession } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { isoUtc } from "../../db/iso-time.ts";
import { randomToken, sha256 } from "../../tokens.ts";

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/** Creates a session (256-bit random id, only its hash stored) and returns the id for the cookie. */
export async function createSession(db: Db, input: { userId: number; userAgent: string; ip: string }): Promise<string> {
  const id = randomToken();
  const now = Date.now();
  await db`insert into sessions (id_hash, user_id, user_agent, ip, mfa_verified, idle_expires_at, absolute_expires_at)
    values (${await sha256(id)}, ${input.userId}, ${input.userAgent.slice(0, 300)}, ${input.ip}, true,
            ${new Date(now + SESSION_IDLE_MS)}, ${new Date(now + SESSION_ABSOLUTE_MS)})`;
  return id;
}

export interface SessionUser {
  userId: number;
  username: string;
}

/** Who did something, for the audit log: the signed-in owner and where the request came from. */
export interface Actor {
  userId: number;
  ip: string;
}

/** The signed-in user for a session id, sliding its idle expiry; null when unknown or expired. */
export async function resolveSession(db: Db, id: string): Promise<SessionUser | null> {
  const idle = new Date(Date.now() + SESSION_IDLE_MS);
  const [row] = await db<SessionUser[]>`
    update sessions s set last_seen_at = now(), idle_expires_at = least(${idle}, s.absolute_expires_at)
    from users u
    where s.id_hash = ${await sha256(id)} and u.id = s.user_id
      and s.idle_expires_at > now() and s.absolute_expires_at > now()
    returning s.user_id, u.username`;
  return row ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db`delete from sessions where id_hash = ${await sha256(id)}`;
}

/** The owner's open sessions, newest activity first; `id` is a public handle (a prefix of the stored hash). */
export async function listSessions(db: Db, userId: number, currentId: string): Promise<AdminSession[]> {
  const current = await sha256(currentId);
  return await db<AdminSession[]>`
    select left(id_hash, 16) as id, user_agent, ip, (id_hash = ${current}) as current,
      ${db.unsafe(isoUtc("created_at"))} as created_at,
      ${db.unsafe(isoUtc("last_seen_at"))} as last_seen_at
    from sessions where user_id = ${userId} and idle_expires_at > now() and absolute_expires_at > now()
    order by last_seen_at desc`;
}

/** Signs one session out (by its public handle). */
export async function revokeSession(db: Db, userId: number, publicId: string): Promise<void> {
  const rows = await db`delete from sessions where user_id = ${userId} and left(id_hash, 16) = ${publicId} returning 1`;
  if (!rows.length) throw new AppError("not_found", "Session not found");
}

/** Signs out every session of the user, except `keepId` when given. */
export async function revokeSessions(db: Db, userId: number, keepId?: string): Promise<number> {
  const keep = keepId ? await sha256(keepId) : "";
  const rows = await db`delete from sessions where user_id = ${userId} and id_hash <> ${keep} returning 1`;
  return rows.length;
}
