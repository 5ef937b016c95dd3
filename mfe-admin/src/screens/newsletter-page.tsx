import { useState, type FormEvent } from "react";
import { renderMail, ZNewsletterInput } from "@studio/contracts";
import { Button, Dialog, Input, Textarea } from "@studio/design-system";
import { usePageTitle } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { sendNewsletter, useNewsletters, useSubscribers } from "../lib/admin-contact.ts";
import { useSave } from "../lib/use-save.ts";
import * as c from "../contact/contact.css.ts";
import * as f from "../components/form.css.ts";
import * as o from "../orders/orders.css.ts";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const EMPTY = { subject: "", content: "" };

/** /admin/newsletter: write a newsletter, see it as subscribers will, send it to every confirmed address. */
export default function NewsletterPage() {
  usePageTitle("Newsletter");
  const [draft, setDraft] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const active = useSubscribers({ status: "active", q: "", page: 1 }).data?.active ?? 0;
  const { data: sent } = useNewsletters();
  const save = useSave({
    schema: ZNewsletterInput,
    save: sendNewsletter,
    success: "Newsletter on its way",
    onSaved: () => {
      setConfirming(false);
      setDraft(EMPTY);
    },
  });
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZNewsletterInput.safeParse(draft);
    if (parsed.success) setConfirming(true);
    else void save.submit(draft); // shows each field's message
  };
  const preview = renderMail({ subject: "{{subject}}", content: "{{content}}\n\n—\nYou receive this because you subscribed. Unsubscribe with one click: (your link)" }, draft);

  return (
    <>
      <PageHeader title="Newsletter" intro={`Sent to your ${active} confirmed ${active === 1 ? "subscriber" : "subscribers"}, each with a one-click unsubscribe link.`} />
      <form className={c.twoColumns} onSubmit={ask} noValidate aria-label="Write a newsletter">
        <div className={c.stack}>
          <Input label="Subject" maxLength={200} value={draft.subject} error={save.errors.subject}
            onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
          <Textarea label="Text" rows={14} value={draft.content} error={save.errors.content}
            hint="Plain text. Blank lines start new paragraphs; web addresses become links."
            onChange={(e) => setDraft({ ...draft, content: e.target.value })} />
          <div className={f.formActions}>
            <Button type="submit" disabled={active === 0}>Send newsletter…</Button>
            {active === 0 && <span className={f.muted}>Nobody has confirmed a subscription yet.</span>}
          </div>
        </div>
        <aside className={f.panel} aria-label="Preview">
          <h2 className={f.panelTitle}>Preview</h2>
          <p className={f.muted}>Subject: {preview.subject || "—"}</p>
          <pre className={c.preview}>{preview.text}</pre>
        </aside>
      </form>
      <Dialog open={confirming} onOpenChange={setConfirming} size="sm" title={`Send “${draft.subject}”?`}
        description={`It goes to ${active} ${active === 1 ? "address" : "addresses"} now and cannot be called back.`}
        footer={<>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={save.busy}>Cancel</Button>
          <Button loading={save.busy} onClick={() => void save.submit(draft)}>Send to {active}</Button>
        </>} />

      <section className={c.sent} aria-labelledby="sent-heading">
        <h2 className={f.panelTitle} id="sent-heading">Sent</h2>
        {sent && sent.length === 0 && <p className={o.empty}>No newsletters sent yet.</p>}
        {sent && sent.length > 0 && (
          <div className={o.tableWrap}>
            <table className={o.table}>
              <thead><tr><th scope="col">Subject</th><th scope="col" className={o.number}>Recipients</th><th scope="col">Sent</th></tr></thead>
              <tbody>
                {sent.map((n) => (
                  <tr key={n.id}><td>{n.subject}</td><td className={o.number}>{n.recipientCount}</td><td className={o.mutedCell}>{date.format(new Date(n.sentAt))}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
