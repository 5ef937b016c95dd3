import { useState, type FormEvent } from "react";
import { type InquiryReply, ZReplyInput } from "@studio/contracts";
import { Badge, Button, Input, Textarea } from "@studio/design-system";
import { useSave } from "../lib/use-save.ts";
import * as s from "./contact.css.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const MAIL_STATE: Record<string, string> = { queued: "Sending", sent: "Sent", failed: "Not delivered" };

/** The replies already sent, oldest first, and the form for the next (sent by email from the admin). */
export function ReplyThread({ to, subject, replies, send }: {
  to: string;
  subject: string;
  replies: InquiryReply[];
  send: (reply: { subject: string; body: string }) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState({ subject: subject.startsWith("Re:") ? subject : `Re: ${subject}`, body: "" });
  const save = useSave({
    schema: ZReplyInput,
    save: send,
    success: `Reply sent to ${to}`,
    onSaved: () => setDraft((d) => ({ ...d, body: "" })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit(draft);
  };

  return (
    <section className={s.thread} aria-label="Replies">
      {replies.map((reply) => (
        <article key={reply.id} className={s.reply}>
          <header className={s.replyHeader}>
            <strong>{reply.subject}</strong>
            <span className={s.muted}>{dateTime.format(new Date(reply.createdAt))}</span>
            {reply.mailStatus && <Badge tone={reply.mailStatus === "failed" ? "danger" : reply.mailStatus === "sent" ? "success" : "warning"}>{MAIL_STATE[reply.mailStatus] ?? reply.mailStatus}</Badge>}
          </header>
          <p className={s.body}>{reply.body}</p>
        </article>
      ))}
      <form className={s.replyForm} onSubmit={submit} aria-label="Reply by email" noValidate>
        <h2 className={s.heading}>Reply to {to}</h2>
        <Input label="Subject" value={draft.subject} error={save.errors.subject} maxLength={200}
          onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
        <Textarea label="Your reply" rows={8} value={draft.body} error={save.errors.body}
          hint="Sent from the studio's address; the message you answer is quoted below your words."
          onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
        <div><Button type="submit" loading={save.busy}>Send reply</Button></div>
      </form>
    </section>
  );
}
