import { useState, type FormEvent } from "react";
import { ZResetForm, ZResetRequest } from "@studio/contracts";
import { Button, ButtonLink, Container, Input, useToast } from "@studio/design-system";
import { ApiError, issuesToFields, usePageTitle, useRouterLink, type FieldErrors } from "@studio/sdk";
import * as s from "../admin.css.ts";
import { applyPasswordReset, requestPasswordReset } from "../lib/admin-security.ts";

const GENERIC = "There was a problem processing your request. Please try again.";
const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined) ?? GENERIC;

/** /admin/forgot-password: email -> the mailed code and a new password -> done (spec sections 2, 4, 5, 8). */
export default function ForgotPasswordPage() {
  usePageTitle("Reset password");
  const { toast } = useToast();
  const login = useRouterLink("/admin/login");
  const [stage, setStage] = useState<"email" | "code" | "done">("email");
  const [email, setEmail] = useState("");
  const [form, setForm] = useState({ resetCode: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZResetRequest.safeParse({ email });
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(parsed.data.email);
      toast({ title: "Check your email", description: message, variant: "success" });
      setStage("code");
    } catch (error) {
      toast({ title: "Request failed", description: serverMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZResetForm.safeParse(form);
    if (!parsed.success) return setErrors(issuesToFields(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await applyPasswordReset({ email, resetCode: parsed.data.resetCode, newPassword: parsed.data.newPassword });
      setStage("done");
    } catch (error) {
      toast({ title: "Reset failed", description: serverMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: key === "resetCode" ? e.target.value.replace(/\D/g, "").slice(0, 6) : e.target.value }));

  return (
    <Container size="sm" className={s.loginPage}>
      {stage === "email" && (
        <form className={s.panel} onSubmit={sendCode} noValidate>
          <h1>Reset password</h1>
          <p className={s.muted}>Enter the email address of the admin account. We will send you a 6-digit code.</p>
          <Input label="Email" type="email" autoComplete="email" required value={email} error={errors.email}
            onChange={(e) => setEmail(e.target.value)} />
          <div className={s.actions}>
            <Button type="submit" loading={busy}>Send code</Button>
            <ButtonLink variant="ghost" {...login}>Back to login</ButtonLink>
          </div>
        </form>
      )}
      {stage === "code" && (
        <form className={s.panel} onSubmit={reset} noValidate>
          <h1>Enter your code</h1>
          <p className={s.muted}>If {email} belongs to the admin account, a 6-digit code is on its way. It works once and expires in 15 minutes.</p>
          <Input label="Reset code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={form.resetCode}
            error={errors.resetCode} onChange={set("resetCode")} />
          <Input label="New password" type="password" autoComplete="new-password" required value={form.newPassword}
            hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
            error={errors.newPassword} onChange={set("newPassword")} />
          <Input label="Confirm new password" type="password" autoComplete="new-password" required value={form.confirmPassword}
            error={errors.confirmPassword} onChange={set("confirmPassword")} />
          <div className={s.actions}>
            <Button type="submit" loading={busy}>Reset password</Button>
            <Button variant="ghost" onClick={() => setStage("email")}>Use another email</Button>
          </div>
        </form>
      )}
      {stage === "done" && (
        <div className={s.panel} role="status">
          <h1>Password reset</h1>
          <p>Your password has been changed and every session was signed out. Sign in with your new password.</p>
          <div className={s.actions}>
            <ButtonLink {...login}>Return to login</ButtonLink>
          </div>
        </div>
      )}
    </Container>
  );
}
