import { useEffect, useState, type FormEvent } from "react";
import { SMTP_SECURITY, type SmtpSettings, type SmtpSettingsUpdate, ZSmtpSettingsUpdate, ZTestMail } from "@studio/contracts";
import { Button, Checkbox, Input, Select, Skeleton, useToast } from "@studio/design-system";
import { errorMessage, usePageTitle, useRouterLink } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import * as f from "../components/form.css.ts";
import { saveSmtpSettings, sendTestMail, useSmtpSettings } from "../lib/admin-mail.ts";
import { useSave } from "../lib/use-save.ts";
import * as o from "../orders/orders.css.ts";

const SECURITY_LABELS: Record<(typeof SMTP_SECURITY)[number], string> = {
  starttls: "STARTTLS (usually port 587)",
  tls: "TLS from the start (usually port 465)",
  none: "None (only for a server on this machine)",
};
const SECURITY_OPTIONS = SMTP_SECURITY.map((v) => ({ value: v, label: SECURITY_LABELS[v] }));

function SmtpForm({ settings }: { settings: SmtpSettings }) {
  const initial = () => ({ ...settings, port: String(settings.port), password: "" });
  const [values, setValues] = useState(initial);
  useEffect(() => setValues(initial()), [settings]);
  const { errors, busy, submit } = useSave({
    schema: ZSmtpSettingsUpdate,
    save: (update: SmtpSettingsUpdate) => saveSmtpSettings(update),
    success: "Mail settings saved",
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const { hasPassword: _, password, ...rest } = values;
    // An empty password field keeps the stored password.
    void submit({ ...rest, ...(password ? { password } : {}) });
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form className={f.panel} onSubmit={save} noValidate aria-label="Mail server">
      <div className={f.section}>
        <Checkbox label="Send email through this mail server" checked={values.enabled}
          onChange={(e) => setValues((v) => ({ ...v, enabled: e.target.checked }))} />
        {!values.enabled && <p className={f.muted}>Switched off: emails are not delivered, only written to the Mail log.</p>}
        <div className={f.row}>
          <Input label="Server (host)" placeholder="smtp.example.com" value={values.host} error={errors.host} onChange={set("host")} />
          <Input label="Port" inputMode="numeric" value={values.port} error={errors.port} onChange={set("port")} />
        </div>
        <Select label="Security" value={values.security} options={SECURITY_OPTIONS} error={errors.security}
          onChange={(e) => setValues((v) => ({ ...v, security: e.target.value as SmtpSettings["security"] }))} />
        <div className={f.row}>
          <Input label="Username" autoComplete="off" value={values.username} error={errors.username} onChange={set("username")} />
          <Input label="Password" type="password" autoComplete="new-password" value={values.password} error={errors.password}
            aria-describedby="smtp-password-note" onChange={set("password")} />
        </div>
        <p id="smtp-password-note" className={f.muted}>
          {settings.hasPassword ? "A password is saved (encrypted). Leave the field empty to keep it." : "The password is stored encrypted."}
        </p>
        <div className={f.row}>
          <Input label="From address" required type="email" value={values.fromAddress} error={errors.fromAddress} onChange={set("fromAddress")} />
          <Input label="From name" placeholder="Your studio's name" value={values.fromName} error={errors.fromName} onChange={set("fromName")} />
        </div>
      </div>
      <div className={f.formActions}>
        <Button type="submit" loading={busy}>Save mail settings</Button>
      </div>
    </form>
  );
}

function TestMail() {
  const { toast } = useToast();
  const [to, setTo] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZTestMail.safeParse({ to });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(undefined);
    setBusy(true);
    try {
      const { transport } = await sendTestMail(parsed.data.to);
      toast(transport === "smtp"
        ? { title: "Test email sent", description: `The mail server accepted it for ${parsed.data.to}.`, variant: "success" }
        : { title: "Test email logged", description: "No mail server is switched on, so it was only written to the Mail log.", variant: "default" });
    } catch (err) {
      toast({ title: "The test email was not sent", description: errorMessage(err), variant: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={f.panel} onSubmit={send} noValidate aria-label="Send a test email">
      <h2 className={f.panelTitle}>Send a test email</h2>
      <p className={f.muted}>Uses the saved settings, so save first. You see the mail server's answer at once.</p>
      <Input label="Send to" type="email" value={to} error={error} onChange={(e) => setTo(e.target.value)} />
      <div className={f.formActions}>
        <Button type="submit" variant="secondary" loading={busy}>Send test email</Button>
      </div>
    </form>
  );
}

/** /admin/mail-server: the mail server the website sends through. */
export default function SmtpSettingsPage() {
  usePageTitle("Mail server");
  const { data, error, isLoading } = useSmtpSettings();
  const log = useRouterLink("/admin/mail-log");
  return (
    <>
      <PageHeader title="Mail server (SMTP)" intro={<>Where order confirmations, messages and codes are sent from. Every email also appears in the <a {...log}>Mail log</a>.</>} />
      {error && <p role="alert" className={o.empty}>The mail settings could not be loaded: {error.message}</p>}
      {isLoading && <Skeleton variant="text" lines={8} />}
      {data && (
        <div className={f.column}>
          <SmtpForm settings={data} />
          <TestMail />
        </div>
      )}
    </>
  );
}
