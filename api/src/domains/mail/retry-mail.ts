import { audit, type Actor } from "../admin/audit.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { wakeMailer } from "./queue-mail.ts";

/** The owner sends a failed (or still waiting) mail again now, with a fresh set of attempts. */
export async function retryMail(db: Db, id: number, actor: Actor): Promise<void> {
  const rows = await db`update mail_log set status = 'queued', attempts = 0, next_attempt_at = now()
    where id = ${id} and status <> 'sent' returning id`;
  if (!rows.length) {
    const [exists] = await db`select 1 from mail_log where id = ${id}`;
    throw exists ? new AppError("conflict", "This mail has already been sent") : new AppError("not_found", "Mail not found");
  }
  await audit(db, actor, "retry", "mail", String(id));
  wakeMailer(db);
}
