import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import type { SecretBox } from "../../secret-box.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-link.ts";

/** One click, no sign-in: the address receives no more newsletters. Doing it again changes nothing. */
export async function unsubscribe(sql: Sql, box: SecretBox, token: string): Promise<void> {
  const id = await verifyUnsubscribeToken(box, token);
  if (id === null) throw new AppError("validation", "This unsubscribe link is not valid.");
  const rows = await sql`update subscribers set status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = null,
    updated_at = now() where id = ${id} and status <> 'unsubscribed'`;
  if (rows.count) log.info("newsletter: unsubscribed", { subscriber: id });
}
