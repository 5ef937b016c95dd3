import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { type AccountSecurity, deviceName, type MfaSetup, ZAccountEmail, ZChangePasswordForm, ZMfaConfirm, ZMfaDisable } from "@studio/contracts";
import { Badge, Button, Input, Skeleton, useToast } from "@studio/design-system";
import { errorMessage, usePageTitle } from "@studio/sdk";
import { markSignedOut } from "../auth.ts";
import { PageHeader } from "../components/page-header.tsx";
import * as f from "../components/form.css.ts";
import {
  changePassword, closeSession, confirmMfaSetup, disableMfa, forgetDevice, setAccountEmail, signOutEverywhere, startMfaSetup,
  useAccountSecurity,
} from "../lib/admin-security.ts";
import { useSave } from "../lib/use-save.ts";
import * as s from "../security/security.css.ts";
import * as o from "../orders/orders.css.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => dateTime.format(new Date(iso));

function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className={f.panel} aria-labelledby={id}>
      <h2 id={id} className={f.panelTitle}>{title}</h2>
      {intro && <p className={f.muted}>{intro}</p>}
      {children}
    </section>
  );
}

function EmailForm({ current }: { current: string | null }) {
  const [values, setValues] = useState({ email: current ?? "", password: "" });
  const { errors, busy, submit } = useSave({
    schema: ZAccountEmail, save: setAccountEmail, success: "Email saved", onSaved: () => setValues((v) => ({ ...v, password: "" })),
  });
  return (
    <form className={f.section} noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); void submit(values); }}>
      <div className={f.row}>
        <Input label="Email" type="email" autoComplete="email" value={values.email} error={errors.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} />
        <Input label="Your password" type="password" autoComplete="current-password" value={values.password} error={errors.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} />
      </div>
      <div className={f.actions}><Button type="submit" variant="secondary" loading={busy}>Save email</Button></div>
    </form>
  );
}

function EnableMfa() {
  const { toast } = useToast();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [code, setCode] = useState("");
  const { errors, busy, submit } = useSave({ schema: ZMfaConfirm, save: ({ code }) => confirmMfaSetup(code), success: "Two-step sign-in is on" });
  const start = async () => {
    setStarting(true);
    try {
      setSetup(await startMfaSetup());
    } catch (error) {
      toast({ title: "Could not start the set-up", description: errorMessage(error), variant: "error" });
    } finally {
      setStarting(false);
    }
  };
  if (!setup) return <div className={f.actions}><Button onClick={start} loading={starting}>Set up two-step sign-in</Button></div>;
  return (
    <form className={s.enrol} noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); void submit({ code }); }}>
      <img className={s.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} width={176} height={176}
        alt="QR code to scan with your authenticator app" />
      <div className={f.section}>
        <ol className={s.steps}>
          <li>Open an authenticator app (Google Authenticator, 1Password, Authy…) and scan the QR code.</li>
          <li>Or type this key by hand: <code className={s.key} aria-label="Manual key">{setup.secret.replace(/(.{4})/g, "$1 ").trim()}</code></li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <Input label="Verification code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} error={errors.code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))} />
        <div className={f.actions}>
          <Button type="submit" loading={busy}>Turn on</Button>
          <Button variant="ghost" onClick={() => setSetup(null)}>Cancel</Button>
        </div>
      </div>
    </form>
  );
}

function DisableMfa() {
  const [values, setValues] = useState({ password: "", code: "" });
  const { errors, busy, submit } = useSave({ schema: ZMfaDisable, save: disableMfa, success: "Two-step sign-in is off" });
  return (
    <form className={f.section} noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); void submit(values); }}>
      <p className={f.muted}>To turn it off, confirm with your password and a current code. Trusted devices are forgotten.</p>
      <div className={f.row}>
        <Input label="Your password" type="password" autoComplete="current-password" value={values.password} error={errors.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} />
        <Input label="Verification code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={values.code} error={errors.code}
          onChange={(e) => setValues((v) => ({ ...v, code: e.target.value.replace(/\D/g, "").slice(0, 6) }))} />
      </div>
      <div className={f.actions}><Button type="submit" variant="secondary" loading={busy}>Turn off two-step sign-in</Button></div>
    </form>
  );
}

function PasswordForm() {
  const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };
  const [values, setValues] = useState(empty);
  const { errors, busy, submit } = useSave({
    schema: ZChangePasswordForm,
    save: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    success: "Password changed. Every other session has been signed out.",
    onSaved: () => setValues(empty),
  });
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form className={f.section} noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); void submit(values); }}>
      <Input label="Current password" type="password" autoComplete="current-password" value={values.currentPassword}
        error={errors.currentPassword} onChange={set("currentPassword")} />
      <div className={f.row}>
        <Input label="New password" type="password" autoComplete="new-password" value={values.newPassword} error={errors.newPassword}
          onChange={set("newPassword")} />
        <Input label="Confirm new password" type="password" autoComplete="new-password" value={values.confirmPassword}
          error={errors.confirmPassword} onChange={set("confirmPassword")} />
      </div>
      <p className={f.muted}>At least 8 characters, with an uppercase letter, a lowercase letter and a number. Other sessions are signed out.</p>
      <div className={f.actions}><Button type="submit" variant="secondary" loading={busy}>Change password</Button></div>
    </form>
  );
}

/** A list row's action button that reports through a toast. */
function RowAction({ label, name, run }: { label: string; name: string; run: () => Promise<{ message: string }> }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      toast({ title: (await run()).message, variant: "success" });
    } catch (error) {
      toast({ title: `Could not ${label.toLowerCase()}`, description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };
  return <Button size="sm" variant="ghost" loading={busy} onClick={click} aria-label={`${label}: ${name}`}>{label}</Button>;
}

function Overview({ data }: { data: AccountSecurity }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const everywhere = async () => {
    try {
      const { message } = await signOutEverywhere();
      markSignedOut();
      toast({ title: message, variant: "success" });
      navigate("/admin/login");
    } catch (error) {
      toast({ title: "Could not sign out", description: errorMessage(error), variant: "error" });
    }
  };
  return (
    <div className={f.column}>
      <Section title="Two-step sign-in" intro="After your password, a code from an authenticator app on your phone. A stolen password alone is then not enough.">
        <p>{data.mfaEnabled ? <Badge tone="success">On</Badge> : <Badge tone="warning">Off</Badge>}</p>
        {data.mfaEnabled ? <DisableMfa /> : <EnableMfa />}
      </Section>
      <Section title="Trusted devices" intro="Browsers where you chose “Remember this device for 30 days”: they skip the code.">
        {data.devices.length === 0 ? <p className={f.muted}>None.</p> : (
          <ul className={s.list}>
            {data.devices.map((d) => (
              <li key={d.id} className={s.item}>
                <div>
                  <span className={o.name}>{d.deviceName} {d.current && <Badge tone="accent">This device</Badge>}</span>
                  <span className={o.muted}>Last used {when(d.lastUsed)} · trusted until {when(d.expiresAt)}</span>
                </div>
                <RowAction label="Forget" name={d.deviceName} run={() => forgetDevice(d.id)} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Active sessions" intro="Where you are signed in now. Sessions end after 2 hours without use and after 7 days at most.">
        <ul className={s.list}>
          {data.sessions.map((session) => (
            <li key={session.id} className={s.item}>
              <div>
                <span className={o.name}>{deviceName(session.userAgent)} {session.current && <Badge tone="accent">This session</Badge>}</span>
                <span className={o.muted}>From {session.ip || "unknown"} · signed in {when(session.createdAt)} · last active {when(session.lastSeenAt)}</span>
              </div>
              {!session.current && <RowAction label="Sign out" name={deviceName(session.userAgent)} run={() => closeSession(session.id)} />}
            </li>
          ))}
        </ul>
        <div className={f.actions}><Button variant="secondary" onClick={everywhere}>Sign out everywhere</Button></div>
      </Section>
      <Section title="Password" intro={`Last changed ${when(data.passwordChangedAt)}.`}>
        <PasswordForm />
      </Section>
      <Section title="Email for password reset" intro="Reset codes are sent to this address.">
        <EmailForm current={data.email} />
      </Section>
    </div>
  );
}

/** /admin/account-security: two-step sign-in, trusted devices, sessions, password and reset email. */
export default function AccountSecurityPage() {
  usePageTitle("Account security");
  const { data, error, isLoading } = useAccountSecurity();
  return (
    <>
      <PageHeader title="Account security" intro={data ? `Signed in as ${data.username}.` : undefined} />
      {error && <p role="alert" className={o.empty}>Your account could not be loaded: {error.message}</p>}
      {isLoading && <Skeleton variant="text" lines={10} />}
      {data && <Overview data={data} />}
    </>
  );
}
