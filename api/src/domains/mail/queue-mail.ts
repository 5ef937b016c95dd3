import { DEFAULT_STUDIO_NAME, type MailTemplateKey, type RenderedMail, renderMail } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { afterCommit } from "../../db/transact.ts";
import { log } from "../../log.ts";
import { getSetting } from "../settings/get-setting.ts";

export interface MailEnvelope {
  to: string;
  /** Queueing the same key again does nothing, so a repeated event or request never mails twice. */
  dedupeKey: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

const listeners = new Set<() => void>();

/** The mailer listens here so a queued mail goes out at once, not at the next poll. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wakes the mailer once `db`'s work is committed. */
export function wakeMailer(db: Db): void {
  afterCommit(db, () => listeners.forEach((l) => l()));
}

/** The name mails are signed with: the studio_name setting (as in page titles). */
export async function siteName(db: Db): Promise<string> {
  return (await getSetting(db, "studio_name")).value?.trim() || DEFAULT_STUDIO_NAME;
}

/**
 * Puts a rendered mail in the queue (the mail log); the mailer delivers it with retries. Returns the new row's id,
 * or null when this dedupe key was queued before.
 */
export async function queueMail(db: Db, mail: RenderedMail, envelope: MailEnvelope, templateKey: string | null = null): Promise<number | null> {
  const [row] = await db<{ id: number }[]>`
    insert into mail_log (to_address, subject, body_text, body_html, template_key, dedupe_key, reply_to, headers)
    values (${envelope.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${templateKey}, ${envelope.dedupeKey},
      ${envelope.replyTo ?? null}, ${db.json(envelope.headers ?? {})})
    on conflict (dedupe_key) do nothing returning id`;
  if (row) wakeMailer(db);
  return row?.id ?? null;
}

/**
 * Renders the owner's template `key` with `vars` and queues it. A template the owner switched off sends nothing
 * (returns null, logged).
 */
export async function queueTemplateMail(
  db: Db,
  key: MailTemplateKey,
  vars: Record<string, string>,
  envelope: MailEnvelope,
): Promise<number | null> {
  const [template] = await db<{ subject: string; content: string; isActive: boolean }[]>`
    select subject, content, is_active from email_templates where template_key = ${key}`;
  if (!template?.isActive) {
    log.info("mail not sent: its template is switched off", { template: key, dedupeKey: envelope.dedupeKey });
    return null;
  }
  return await queueMail(db, renderMail(template, { siteName: await siteName(db), ...vars }), envelope, key);
}
