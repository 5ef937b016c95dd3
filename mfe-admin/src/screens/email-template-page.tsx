import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useParams } from "react-router";
import {
  type EmailTemplate, type EmailTemplateUpdate, MAIL_TEMPLATES, type MailTemplateKey, renderMail, templateVariables, ZEmailTemplateUpdate, ZMailTemplateKey,
} from "@studio/contracts";
import { Button, ButtonLink, Checkbox, Dialog, Input, Skeleton, Textarea, useToast } from "@studio/design-system";
import { errorMessage, usePageTitle, useRouterLink } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import * as f from "../components/form.css.ts";
import { resetEmailTemplate, saveEmailTemplate, useEmailTemplate } from "../lib/admin-mail.ts";
import { useSave } from "../lib/use-save.ts";
import * as s from "../mail/mail.css.ts";
import * as o from "../orders/orders.css.ts";

function RestoreDefault({ templateKey, onRestored }: { templateKey: MailTemplateKey; onRestored: (t: EmailTemplate) => void }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      onRestored(await resetEmailTemplate(templateKey));
      setOpen(false);
      toast({ title: "Original wording restored", variant: "success" });
    } catch (error) {
      toast({ title: "Could not restore the wording", description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen} size="sm" title="Restore the original wording?"
      description="The subject and text go back to the wording the site started with. Your changes to this email are lost."
      trigger={<Button variant="ghost">Restore original wording</Button>}
      footer={<>
        <Button variant="secondary" onClick={() => setOpen(false)}>Cancel</Button>
        <Button onClick={restore} loading={busy}>Restore</Button>
      </>} />
  );
}

function TemplateEditor({ template }: { template: EmailTemplate }) {
  const key = template.templateKey;
  const info = MAIL_TEMPLATES[key];
  const [values, setValues] = useState<EmailTemplateUpdate>({ subject: template.subject, content: template.content, isActive: template.isActive });
  useEffect(() => setValues({ subject: template.subject, content: template.content, isActive: template.isActive }), [template]);
  const content = useRef<HTMLTextAreaElement>(null);
  const { errors, busy, submit } = useSave({
    schema: ZEmailTemplateUpdate,
    save: (update: EmailTemplateUpdate) => saveEmailTemplate(key, update),
    success: "Email template saved",
  });
  const samples = useMemo(() => templateVariables(key), [key]);
  const preview = useMemo(() => renderMail(values, samples), [values, samples]);

  /** Puts {{name}} where the cursor is in the text (or at its end). */
  const insert = (name: string) => {
    const area = content.current;
    const token = `{{${name}}}`;
    const at = area?.selectionStart ?? values.content.length;
    const end = area?.selectionEnd ?? at;
    setValues((v) => ({ ...v, content: v.content.slice(0, at) + token + v.content.slice(end) }));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <div className={s.editor}>
      <form className={f.panel} onSubmit={save} noValidate aria-label={`Edit ${info.name}`}>
        <div className={f.section}>
          <p className={f.muted}>{info.description}</p>
          <Input label="Subject" required value={values.subject} error={errors.subject}
            onChange={(e) => setValues((v) => ({ ...v, subject: e.target.value }))} />
          <Textarea ref={content} label="Text" required rows={16} value={values.content} error={errors.content}
            hint="Plain text. Leave a blank line between paragraphs; web addresses become links."
            onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))} />
          <div>
            <p className={f.muted} id="variables-label">Insert a value (filled in for each email):</p>
            <ul className={s.variables} aria-labelledby="variables-label">
              {Object.keys(samples).map((name) => (
                <li key={name}>
                  <button type="button" className={s.variable} onClick={() => insert(name)} aria-label={`Insert ${name}`}>{`{{${name}}}`}</button>
                </li>
              ))}
            </ul>
          </div>
          <Checkbox label="Send this email" checked={values.isActive}
            onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))} />
          {!values.isActive && <p className={f.muted}>While it is switched off, this email is not sent at all.</p>}
        </div>
        <div className={f.formActions}>
          <Button type="submit" loading={busy}>Save template</Button>
          <RestoreDefault templateKey={key} onRestored={(t) => setValues({ subject: t.subject, content: t.content, isActive: t.isActive })} />
        </div>
      </form>
      <section className={f.panel} aria-labelledby="preview-title">
        <h2 id="preview-title" className={f.panelTitle}>Preview</h2>
        <p className={f.muted}>With example values. Recipients see it like this:</p>
        <p className={s.previewSubject}>{preview.subject}</p>
        <iframe className={s.previewFrame} title="Email preview" sandbox="" srcDoc={preview.html} />
      </section>
    </div>
  );
}

/** /admin/email-templates/:key: rewords one email, with a live preview. */
export default function EmailTemplatePage() {
  const parsed = ZMailTemplateKey.safeParse(useParams().key);
  const key = parsed.success ? parsed.data : undefined;
  const { data, error, isLoading } = useEmailTemplate(key);
  const back = useRouterLink("/admin/email-templates");
  usePageTitle(key ? MAIL_TEMPLATES[key].name : "Email template");
  return (
    <>
      <PageHeader title={key ? MAIL_TEMPLATES[key].name : "Email template"}>
        <ButtonLink variant="ghost" {...back}>All email templates</ButtonLink>
      </PageHeader>
      {!key && <p role="alert" className={o.empty}>There is no such email template.</p>}
      {error && <p role="alert" className={o.empty}>The template could not be loaded: {error.message}</p>}
      {isLoading && <Skeleton variant="text" lines={10} />}
      {data && <TemplateEditor template={data} />}
    </>
  );
}
