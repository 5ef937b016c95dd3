import { type ReplyInput, renderMail } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { type Actor, audit } from "../admin/audit.ts";
import { ownerAddress } from "../mail/owner-address.ts";
import { queueMail, siteName } from "../mail/queue-mail.ts";

/** The owner's words, then the message they answer, quoted. The owner writes the whole reply: no template. */
const LAYOUT = {
  subject: "{{subject}}",
  content: `{{body}}

—
{{siteName}}

On {{date}}, {{name}} wrote:
{{original}}`,
};

export type ReplyTarget = { kind: "inquiry" | "commission"; id: number };

const quote = (text: string) => text.split("\n").map((line) => `> ${line}`).join("\n");

/**
 * Answers a contact message or a commission request by email from the admin: queued like every mail (retries,
 * mail log), reply-to the studio's address, kept with the message so the thread reads in one place.
 */
export async function sendReply(sql: Sql, target: ReplyTarget, input: ReplyInput, actor: Actor): Promise<number> {
  return await transact(sql, async (tx) => {
    const [original] = target.kind === "inquiry"
      ? await tx<{ name: string; email: string; message: string; date: string }[]>`
          select name, email, message, to_char(created_at, 'FMMonth FMDD, YYYY') as date from contact_messages where id = ${target.id} for update`
      : await tx<{ name: string; email: string; message: string; date: string }[]>`
          select customer_name as name, customer_email as email, message, to_char(created_at, 'FMMonth FMDD, YYYY') as date
          from commission_requests where id = ${target.id} for update`;
    if (!original) throw new AppError("not_found", target.kind === "inquiry" ? "Message not found" : "Commission request not found");
    const [{ id }] = await tx<{ id: number }[]>`
      insert into replies (contact_message_id, commission_request_id, subject, body, created_by)
      values (${target.kind === "inquiry" ? target.id : null}, ${target.kind === "commission" ? target.id : null},
        ${input.subject}, ${input.body}, ${actor.userId})
      returning id`;
    const mail = renderMail(LAYOUT, { ...input, siteName: await siteName(tx), name: original.name, date: original.date, original: quote(original.message) });
    const mailId = await queueMail(tx, mail, { to: original.email, dedupeKey: `reply:${id}`, replyTo: (await ownerAddress(tx)) ?? undefined }, "reply");
    await tx`update replies set mail_id = ${mailId} where id = ${id}`;
    if (target.kind === "inquiry") await tx`update contact_messages set replied_at = now(), read_at = coalesce(read_at, now()) where id = ${target.id}`;
    await audit(tx, actor, "reply", target.kind === "inquiry" ? "contact_message" : "commission_request", target.id, { subject: input.subject });
    return id;
  });
}
