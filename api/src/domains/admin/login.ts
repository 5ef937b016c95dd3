import type { AdminLogin } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { hashPassword, needsRehash, verifyPassword } from "./password.ts";
import { createSession } from "./sessions.ts";

// Verifying against a real hash when the user is unknown keeps the response time the same either way.
const dummyHash = hashPassword("timing-equaliser-not-a-password");

/** Checks username and password; on success opens a new session (a fresh id on every login). */
export async function login(
  sql: Sql,
  input: AdminLogin & { userAgent: string },
): Promise<{ sessionId: string; userId: number; username: string }> {
  const [user] = await sql<{ id: number; username: string; passwordHash: string }[]>`
    select id, username, password_hash from users where username = ${input.username}`;
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) throw new AppError("unauthorized", "Invalid username or password");
  if (needsRehash(user.passwordHash)) {
    await sql`update users set password_hash = ${await hashPassword(input.password)}, updated_at = now()
      where id = ${user.id}`;
  }
  const sessionId = await createSession(sql, { userId: user.id, userAgent: input.userAgent });
  await sql`insert into audit_log (user_id, action, entity, entity_id) values (${user.id}, 'login', 'user', ${String(user.id)})`;
  return { sessionId, userId: user.id, username: user.username };
}
