import type { Db } from "../../db/connect.ts";
import { log } from "../../log.ts";
import { randomToken, sha256 } from "../../tokens.ts";
import { queueTemplateMail } from "../mail/queue-mail.ts";

export type SubscriberSource = "newsletter" | "contact" | "commission";

/** A confirmation mail is not sent again to a pending address within this time (repeats are harmless). */
const RESEND_AFTER = "10 minutes";

/**
 * Double opt-in: records `email` as pending and queues the confirmation mail (in `db`'s transaction, so the token
 * and its mail are written together; only the token's hash is stored). An active address is left as it is, a
 * pending one mailed recently is not mailed again, an unsubscribed one starts over. The caller's answer never
 * tells which, so nobody learns who subscribes.
 */
export async function subscribe(db: Db, email: string, opts: { source: SubscriberSource; publicUrl: string }): Promise<void> {
  await db`insert into subscribers (email, source) values (${email}, ${opts.source}) on conflict ((lower(email))) do nothing`;
  const [row] = await db<{ id: number; status: string; recentlySent: boolean }[]>`
    select id, status, coalesce(confirm_sent_at > now() - ${RESEND_AFTER}::interval, false) as recently_sent
    from subscribers where lower(email) = lower(${email}) for update`;
  if (row.status === "active" || (row.status === "pending" && row.recentlySent)) {
    log.info("newsletter signup: nothing to send", { subscriber: row.id, status: row.status });
    return;
  }
  const token = randomToken();
  const hash = await sha256(token);
  await db`update subscribers set status = 'pending', confirm_token_hash = ${hash}, confirm_sent_at = now(),
    unsubscribed_at = null, updated_at = now() where id = ${row.id}`;
  const confirmUrl = `${opts.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  await queueTemplateMail(db, "newsletter_confirm", { confirmUrl }, { to: email, dedupeKey: `newsletter-confirm:${row.id}:${hash.slice(0, 16)}` });
}
