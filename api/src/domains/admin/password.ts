import { argon2id, argon2Verify } from "hash-wasm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";

/** argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). Stored in PHC format, so parameters can change later. */
export const ARGON2_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return await argon2id({ password, salt, ...ARGON2_PARAMS, outputType: "encoded" });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

/** Re-authentication for a sensitive change: a 400 naming `field` unless `password` is the user's current one. */
export async function requirePassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const [user] = await db<{ passwordHash: string }[]>`select password_hash from users where id = ${userId}`;
  if (!await verifyPassword(password, user.passwordHash)) throw new AppError("validation", "Wrong password", { [field]: "Wrong password" });
}

/** True when a stored hash was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(hash: string): boolean {
  const { memorySize: m, iterations: t, parallelism: p } = ARGON2_PARAMS;
  return !hash.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
}

/** A password for the first owner account when none is configured: 20 characters, ~119 bits. */
export function generatePassword(): string {
  const alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
