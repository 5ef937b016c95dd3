import type { Sql } from "../../db/connect.ts";
import { log } from "../../log.ts";
import type { SecretBox } from "../../secret-box.ts";
import { startWorkerLoop, type WorkerLoop } from "../../worker-loop.ts";
import { getSetting } from "../settings/get-setting.ts";
import { formatFrom, logTransport, type MailTransport, smtpTransport } from "./mail-transport.ts";
import { onMailQueued, siteName } from "./queue-mail.ts";
import { smtpConnection } from "./smtp-settings.ts";

/** After this many failed attempts (about nine hours of retries) a mail is marked failed; the owner can retry it. */
export const MAX_ATTEMPTS = 12;
const BATCH = 20;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min, ... at most 2 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(7200, 30 * 2 ** (attempts - 1));

/** The transport and From line to send with now: SMTP when the owner has configured it, otherwise the log. */
export type TransportSource = () => Promise<{ transport: MailTransport; from: string }>;

export function transportFromSettings(sql: Sql, box: SecretBox): TransportSource {
  return async () => {
    const smtp = await smtpConnection(sql, box);
    if (smtp) return { transport: smtpTransport(smtp), from: formatFrom(smtp.fromName, smtp.fromAddress) };
    const address = (await getSetting(sql, "contact_email")).value?.trim() || "studio@localhost";
    return { transport: logTransport(), from: formatFrom(await siteName(sql), address) };
  };
}

interface DueMail {
  id: number; toAddress: string; replyTo: string | null; subject: string; bodyText: string; bodyHtml: string | null;
  headers: Record<string, string>; attempts: number;
}

/**
 * Sends every queued mail that is due and returns how many went out. Each batch is claimed with a short lease
 * (SKIP LOCKED, next attempt pushed 5 minutes ahead) so several API instances share the work and a crash mid-send
 * only delays a mail. A failure schedules the next attempt with back-off; the last one marks the mail failed.
 */
export async function deliverDueMail(sql: Sql, source: TransportSource): Promise<{ sent: number; failed: number }> {
  let sent = 0, failed = 0;
  for (;;) {
    const due = await sql<DueMail[]>`
      update mail_log set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
      where id in (select id from mail_log where status = 'queued' and next_attempt_at <= now()
        order by id limit ${BATCH} for update skip locked)
      returning id, to_address, reply_to, subject, body_text, body_html, headers, attempts`;
    if (!due.length) break;
    const { transport, from } = await source();
    try {
      for (const mail of due.sort((a, b) => a.id - b.id)) {
        try {
          await transport.send({
            from, to: mail.toAddress, replyTo: mail.replyTo, subject: mail.subject, text: mail.bodyText, html: mail.bodyHtml,
            headers: mail.headers,
          });
          await sql`update mail_log set status = 'sent', transport = ${transport.kind}, sent_at = now(), last_error = null
            where id = ${mail.id}`;
          sent++;
        } catch (err) {
          failed++;
          const last = mail.attempts >= MAX_ATTEMPTS;
          log.warn(last ? "mail failed for good" : "mail will be retried", { id: mail.id, to: mail.toAddress, attempts: mail.attempts, err: String(err) });
          await sql`update mail_log set transport = ${transport.kind}, last_error = ${String(err).slice(0, 1000)},
              status = ${last ? "failed" : "queued"},
              next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})
            where id = ${mail.id}`;
        }
      }
    } finally {
      transport.close();
    }
    if (due.length < BATCH) break;
  }
  return { sent, failed };
}

/** Delivers queued mail at once when some is queued in this process, and every `pollMs` otherwise. */
export function startMailer(sql: Sql, source: TransportSource, opts: { pollMs: number }): WorkerLoop {
  return startWorkerLoop("mailer", () => deliverDueMail(sql, source), { pollMs: opts.pollMs, listen: onMailQueued });
}
