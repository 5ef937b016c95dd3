import type { Db } from "../../db/connect.ts";
import { generatePassword, hashPassword } from "./password.ts";

/**
 * Makes sure an owner account exists. The first start creates it from ADMIN_USERNAME / ADMIN_PASSWORD, or
 * with a generated password that is returned once so the caller can print it. There is no fixed default.
 */
export async function ensureOwner(
  db: Db,
  input: { username: string; password?: string; email?: string },
): Promise<{ created: boolean; username: string; password?: string }> {
  const [existing] = await db<{ username: string }[]>`select username from users order by id limit 1`;
  if (existing) return { created: false, username: existing.username };
  const password = input.password ?? generatePassword();
  await db`insert into users (username, password_hash, email) values (${input.username}, ${await hashPassword(password)}, ${input.email ?? null})
    on conflict (username) do nothing`;
  return { created: true, username: input.username, password: input.password ? undefined : password };
}
