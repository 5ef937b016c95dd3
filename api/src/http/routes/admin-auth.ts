import { Hono } from "hono";
import {
  ZAccountEmail, ZAdminLogin, ZApplyReset, ZAuditQuery, ZChangePassword, ZMfaConfirm, ZMfaDisable, ZResetRequest,
} from "@studio/contracts";
import { changePassword, getAccountSecurity, setAccountEmail } from "../../domains/admin/account-security.ts";
import { findAuditLog } from "../../domains/admin/find-audit-log.ts";
import { login } from "../../domains/admin/login.ts";
import { confirmMfaSetup, disableMfa, startMfaSetup } from "../../domains/admin/mfa.ts";
import { applyPasswordReset, requestPasswordReset, RESET_REQUESTED } from "../../domains/admin/password-reset.ts";
import { deleteSession, revokeSession, revokeSessions } from "../../domains/admin/sessions.ts";
import { revokeTrustedDevice } from "../../domains/admin/trusted-devices.ts";
import { audit } from "../../domains/admin/audit.ts";
import { clearSessionCookie, deviceToken, sessionId, setDeviceCookie, setSessionCookie } from "../admin-guard.ts";
import { clientIp } from "../client-ip.ts";
import type { AppEnv } from "../context.ts";
import { parseId, parseJson, parseWith } from "../validate.ts";

const actor = (c: { var: AppEnv["Variables"] }) => ({ userId: c.var.user.userId, ip: c.var.user.ip });

/** Signing in and out, password reset, and the owner's account security (two factors, devices, sessions, audit). */
export const adminAuthRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const input = await parseJson(c, ZAdminLogin);
    const result = await login(c.var.sql, c.var.secrets, {
      ...input, userAgent: c.req.header("user-agent") ?? "", ip: clientIp(c), deviceToken: deviceToken(c),
    });
    if (result.kind === "mfa_required") {
      return c.json({ success: false, requireMfa: true, message: "Enter the 6-digit code from your authenticator app" });
    }
    const previous = sessionId(c);
    if (previous) await deleteSession(c.var.sql, previous);
    setSessionCookie(c, result.sessionId);
    if (result.deviceToken) setDeviceCookie(c, result.deviceToken);
    return c.json({ success: true, message: "Signed in", requireMfa: false });
  })
  .post("/logout", async (c) => {
    const id = sessionId(c);
    if (id) await deleteSession(c.var.sql, id);
    await audit(c.var.sql, actor(c), "logout", "user", c.var.user.userId);
    clearSessionCookie(c);
    return c.json({ success: true, message: "Signed out" });
  })
  .post("/logout-everywhere", async (c) => {
    const closed = await revokeSessions(c.var.sql, c.var.user.userId);
    await audit(c.var.sql, actor(c), "logout_everywhere", "user", c.var.user.userId, { sessionsClosed: closed });
    clearSessionCookie(c);
    return c.json({ success: true, message: `Signed out of ${closed} session${closed === 1 ? "" : "s"}` });
  })
  .post("/reset-password", async (c) => {
    const { email } = await parseJson(c, ZResetRequest);
    await requestPasswordReset(c.var.sql, { email, ip: clientIp(c) });
    return c.json({ success: true, message: RESET_REQUESTED });
  })
  .post("/apply-reset", async (c) => {
    await applyPasswordReset(c.var.sql, { ...await parseJson(c, ZApplyReset), ip: clientIp(c) });
    return c.json({ success: true, message: "Your password has been reset. Sign in with your new password." });
  })
  .get("/account-security", async (c) =>
    c.json(await getAccountSecurity(c.var.sql, c.var.user.userId, sessionId(c)!, deviceToken(c))))
  .put("/account/email", async (c) => {
    await setAccountEmail(c.var.sql, actor(c), await parseJson(c, ZAccountEmail));
    return c.json({ success: true, message: "Email saved" });
  })
  .post("/account/password", async (c) => {
    await changePassword(c.var.sql, actor(c), sessionId(c)!, await parseJson(c, ZChangePassword));
    return c.json({ success: true, message: "Password changed. Every other session has been signed out." });
  })
  .post("/mfa/setup", async (c) => c.json(await startMfaSetup(c.var.sql, c.var.secrets, actor(c))))
  .post("/mfa/confirm", async (c) => {
    await confirmMfaSetup(c.var.sql, c.var.secrets, actor(c), (await parseJson(c, ZMfaConfirm)).code);
    return c.json({ success: true, message: "Two-step sign-in is on" });
  })
  .post("/mfa/disable", async (c) => {
    await disableMfa(c.var.sql, c.var.secrets, actor(c), await parseJson(c, ZMfaDisable));
    return c.json({ success: true, message: "Two-step sign-in is off" });
  })
  .delete("/trusted-devices/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    await revokeTrustedDevice(c.var.sql, c.var.user.userId, id);
    await audit(c.var.sql, actor(c), "device_revoked", "trusted_device", id);
    return c.json({ success: true, message: "Device forgotten" });
  })
  .delete("/sessions/:id", async (c) => {
    const id = c.req.param("id");
    await revokeSession(c.var.sql, c.var.user.userId, id);
    await audit(c.var.sql, actor(c), "session_revoked", "session", id);
    return c.json({ success: true, message: "Session signed out" });
  })
  .get("/audit-log", async (c) => c.json(await findAuditLog(c.var.sql, parseWith(ZAuditQuery, c.req.query()))));
