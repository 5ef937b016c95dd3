import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { sha256 } from "../../tokens.ts";

/** How long a confirmation link works. */
const LINK_DAYS = 30;

/**
 * Opens the confirmation link: the subscriber becomes active. Opening it again says the same (the hash stays until
 * a new link replaces it or the address unsubscribes).
 */
export async function confirmSubscription(sql: Sql, token: string): Promise<void> {
  const hash = await sha256(token);
  const [row] = await sql<{ id: number }[]>`
    update subscribers set status = 'active', confirmed_at = coalesce(confirmed_at, now()), updated_at = now()
    where confirm_token_hash = ${hash} and status in ('pending', 'active')
      and confirm_sent_at > now() - ${`${LINK_DAYS} days`}::interval
    returning id`;
  if (!row) {
    throw new AppError("not_found", "This confirmation link has expired or is not valid. Please subscribe again.");
  }
}
