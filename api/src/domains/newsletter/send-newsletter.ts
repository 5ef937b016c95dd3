import { type NewsletterInput, renderMail } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import type { SecretBox } from "../../secret-box.ts";
import { type Actor, audit } from "../admin/audit.ts";
import { queueMail, siteName } from "../mail/queue-mail.ts";
import { unsubscribeLinks } from "./unsubscribe-link.ts";

/** The owner's text, then the footer every newsletter carries: why they get it and the one-click way out. */
const LAYOUT = {
  subject: "{{subject}}",
  content: `{{content}}

—
{{siteName}} · {{siteUrl}}
You receive this because you subscribed to the studio's newsletter. Unsubscribe with one click: {{unsubscribeUrl}}`,
};

/**
 * Sends a newsletter to every confirmed subscriber: one queued mail each (the mailer delivers them with retries),
 * each with its own unsubscribe link in the text and the List-Unsubscribe headers. Returns the recipient count.
 */
export async function sendNewsletter(
  sql: Sql,
  box: SecretBox,
  input: NewsletterInput,
  ctx: { actor: Actor; publicUrl: string },
): Promise<{ id: number; recipientCount: number }> {
  return await transact(sql, async (tx) => {
    const recipients = await tx<{ id: number; email: string }[]>`select id, email from subscribers where status = 'active' order by id`;
    if (recipients.length === 0) throw new AppError("validation", "There are no confirmed subscribers yet.");
    const [{ id }] = await tx<{ id: number }[]>`insert into newsletters (subject, content, recipient_count, sent_by)
      values (${input.subject}, ${input.content}, ${recipients.length}, ${ctx.actor.userId}) returning id`;
    const name = await siteName(tx);
    for (const r of recipients) {
      const links = await unsubscribeLinks(box, ctx.publicUrl, r.id);
      const mail = renderMail(LAYOUT, {
        subject: input.subject, content: input.content, siteName: name, siteUrl: ctx.publicUrl, unsubscribeUrl: links.pageUrl,
      });
      await queueMail(tx, mail, { to: r.email, dedupeKey: `newsletter:${id}:${r.id}`, headers: links.headers }, "newsletter");
    }
    await audit(tx, ctx.actor, "send", "newsletter", id, { subject: input.subject, recipients: recipients.length });
    return { id, recipientCount: recipients.length };
  });
}
