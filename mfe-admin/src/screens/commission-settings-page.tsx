import { useState, type FormEvent } from "react";
import { AUTO_REPLY_VARIABLES, type CommissionSettingsAdmin, renderMail, ZCommissionSettingsUpdate } from "@studio/contracts";
import { Button, Input, Skeleton, Textarea } from "@studio/design-system";
import { formatPrice, usePageTitle } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { saveCommissionSettings, useCommissionSettings } from "../lib/admin-contact.ts";
import { useSave } from "../lib/use-save.ts";
import * as c from "../contact/contact.css.ts";
import * as f from "../components/form.css.ts";

const asText = (s: CommissionSettingsAdmin) => ({
  paintingMultiplier: String(s.paintingMultiplier), muralMultiplier: String(s.muralMultiplier), artistEmail: s.artistEmail,
  autoReplySubject: s.autoReplySubject, autoReplyContent: s.autoReplyContent,
});

function SettingsForm({ settings }: { settings: CommissionSettingsAdmin }) {
  const [draft, setDraft] = useState(asText(settings));
  const save = useSave({ schema: ZCommissionSettingsUpdate, save: saveCommissionSettings, success: "Commission settings saved" });
  const set = (key: keyof typeof draft) => ({
    value: draft[key],
    error: save.errors[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
    void save.submit({ ...draft, paintingMultiplier: number(draft.paintingMultiplier), muralMultiplier: number(draft.muralMultiplier) });
  };
  const preview = renderMail({ subject: draft.autoReplySubject, content: draft.autoReplyContent }, AUTO_REPLY_VARIABLES);
  const example = (rate: string, unit: string, h: number, w: number) =>
    Number(rate) > 0 ? `${h} × ${w} ${unit} → ${formatPrice(h * w * Number(rate))}` : "";

  return (
    <form className={c.twoColumns} onSubmit={submit} noValidate aria-label="Commission settings">
      <div className={c.stack}>
        <section className={f.panel}>
          <h2 className={f.panelTitle}>Price estimate</h2>
          <p className={f.muted}>The contact page multiplies height × width by these. Paintings are measured in inches, murals in feet.</p>
          <div className={f.row}>
            <Input label="Paintings: price per square inch" inputMode="decimal" startAdornment="$" {...set("paintingMultiplier")}
              hint={example(draft.paintingMultiplier, "in", 24, 36)} />
            <Input label="Murals: price per square foot" inputMode="decimal" startAdornment="$" {...set("muralMultiplier")}
              hint={example(draft.muralMultiplier, "ft", 8, 12)} />
          </div>
        </section>
        <section className={f.panel}>
          <h2 className={f.panelTitle}>Where requests go</h2>
          <Input label="Artist email" type="email" {...set("artistEmail")}
            hint="New commission requests are emailed here. Leave empty to use the contact email." />
        </section>
        <section className={f.panel}>
          <h2 className={f.panelTitle}>Auto-reply to the customer</h2>
          <Input label="Subject" maxLength={200} {...set("autoReplySubject")} />
          <Textarea label="Content" rows={8} {...set("autoReplyContent")}
            hint={`You can use ${Object.keys(AUTO_REPLY_VARIABLES).map((v) => `{{${v}}}`).join(", ")}.`} />
        </section>
        <div className={f.formActions}><Button type="submit" loading={save.busy}>Save settings</Button></div>
      </div>
      <aside className={f.panel} aria-label="Auto-reply preview">
        <h2 className={f.panelTitle}>Preview</h2>
        <p className={f.muted}>Subject: {preview.subject}</p>
        <pre className={c.preview}>{preview.text}</pre>
      </aside>
    </form>
  );
}

/** /admin/commission-settings: multipliers, the artist's address, the auto-reply. */
export default function CommissionSettingsPage() {
  usePageTitle("Commission settings");
  const { data, error } = useCommissionSettings();
  return (
    <>
      <PageHeader title="Commission settings" />
      {error && <p role="alert">The settings could not be loaded: {error.message}</p>}
      {!data && !error && <Skeleton variant="text" lines={8} />}
      {data && <SettingsForm key={data.updatedAt} settings={data} />}
    </>
  );
}
