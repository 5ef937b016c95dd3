import { deviceName, type TrustedDevice } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { randomToken, sha256 } from "../../tokens.ts";
import { isoUtc } from "../../db/iso-time.ts";

export const DEVICE_TRUST_MS = 30 * 24 * 60 * 60 * 1000;

/** Trusts this browser for 30 days: returns the random token for its cookie (only the token's hash is stored). */
export async function trustDevice(db: Db, userId: number, userAgent: string): Promise<string> {
  const token = randomToken();
  await db`insert into trusted_devices (user_id, device_id, device_name, expires_at)
    values (${userId}, ${await sha256(token)}, ${deviceName(userAgent)}, ${new Date(Date.now() + DEVICE_TRUST_MS)})`;
  return token;
}

/** True (and its last use recorded) when `token` is an unexpired trusted device of this user. */
export async function useTrustedDevice(db: Db, userId: number, token: string): Promise<boolean> {
  const rows = await db`update trusted_devices set last_used = now()
    where device_id = ${await sha256(token)} and user_id = ${userId} and expires_at > now() returning id`;
  return rows.length > 0;
}

export async function listTrustedDevices(db: Db, userId: number, currentToken?: string): Promise<TrustedDevice[]> {
  const current = currentToken ? await sha256(currentToken) : "";
  return await db<TrustedDevice[]>`
    select id, device_name, (device_id = ${current}) as current,
      ${db.unsafe(isoUtc("created_at"))} as created_at,
      ${db.unsafe(isoUtc("last_used"))} as last_used,
      ${db.unsafe(isoUtc("expires_at"))} as expires_at
    from trusted_devices where user_id = ${userId} and expires_at > now() order by last_used desc`;
}

export async function revokeTrustedDevice(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db`delete from trusted_devices where id = ${id} and user_id = ${userId} returning id`;
  if (!rows.length) throw new AppError("not_found", "Trusted device not found");
}
