import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { AdminLogin } from "@studio/contracts";
import { Button, ButtonLink, Checkbox, Container, Input, useToast } from "@studio/design-system";
import { adminLogin, errorMessage, usePageTitle, useRouterLink } from "@studio/sdk";
import { markSignedIn } from "../auth.ts";
import * as s from "../admin.css.ts";

/** Delay before leaving the login screen on the password-only path (spec section 4). */
export const REDIRECT_DELAY_MS = 100;

export default function LoginPage() {
  usePageTitle("Admin Login");
  const navigate = useNavigate();
  const { toast } = useToast();
  const [stage, setStage] = useState<"credentials" | "verification">("credentials");
  const [form, setForm] = useState<AdminLogin>({ username: "", password: "", mfaCode: "", rememberDevice: false });
  const [busy, setBusy] = useState(false);
  const forgot = useRouterLink("/admin/forgot-password");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const verifying = stage === "verification";
    const body: AdminLogin = verifying ? form : { username: form.username, password: form.password };
    try {
      const result = await adminLogin(body);
      if (result.requireMfa && !verifying) {
        setStage("verification");
      } else if (result.success) {
        await markSignedIn();
        if (verifying) navigate("/admin/dashboard");
        else setTimeout(() => navigate("/admin/dashboard"), REDIRECT_DELAY_MS);
      } else {
        failed(verifying, result.message);
      }
    } catch (error) {
      failed(verifying, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const failed = (verifying: boolean, message?: string) =>
    verifying
      ? toast({ title: "Verification failed", description: message || "Invalid verification code", variant: "error" })
      : toast({ title: "Login failed", description: message || "Please check your credentials and try again", variant: "error" });

  const set = (patch: Partial<AdminLogin>) => setForm((f) => ({ ...f, ...patch }));
  return (
    <Container size="sm" className={s.loginPage}>
      <form className={s.panel} onSubmit={submit} noValidate={false}>
        <h1>{stage === "credentials" ? "Admin Login" : "Verification"}</h1>
        {stage === "credentials" ? (
          <>
            <Input label="Username" name="username" autoComplete="username" required value={form.username}
              onChange={(e) => set({ username: e.target.value })} />
            <Input label="Password" name="password" type="password" autoComplete="current-password" required
              value={form.password} onChange={(e) => set({ password: e.target.value })} />
          </>
        ) : (
          <>
            <p className={s.muted}>Enter the 6-digit code from your authenticator app.</p>
            <Input label="Verification code" name="mfaCode" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}"
              maxLength={6} required value={form.mfaCode} onChange={(e) => set({ mfaCode: e.target.value.replace(/\D/g, "") })} />
            <Checkbox label="Remember this device for 30 days" checked={form.rememberDevice}
              onChange={(e) => set({ rememberDevice: e.target.checked })} />
          </>
        )}
        <div className={s.actions}>
          <Button type="submit" loading={busy}>{stage === "credentials" ? "Sign in" : "Verify"}</Button>
          {stage === "credentials" && <ButtonLink variant="ghost" {...forgot}>Forgot your password?</ButtonLink>}
          {stage === "verification" && (
            <Button variant="ghost" onClick={() => { setStage("credentials"); set({ mfaCode: "" }); }}>Back</Button>
          )}
        </div>
      </form>
    </Container>
  );
}
