import { z } from "zod";

export const ZAdminLogin = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  password: z.string().min(1, "Password is required").max(200),
  mfaCode: z.string().regex(/^\d{0,6}$/, "Invalid verification code").optional(),
  rememberDevice: z.boolean().optional(),
});
export type AdminLogin = z.infer<typeof ZAdminLogin>;

export const ZAdminLoginResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  requireMfa: z.boolean().optional(),
});
export type AdminLoginResponse = z.infer<typeof ZAdminLoginResponse>;

export const ZAdminMe = z.object({ id: z.number().int(), username: z.string() });
export type AdminMe = z.infer<typeof ZAdminMe>;

/** A new admin password (spec section 5): at least 8 characters with an uppercase letter, a lowercase letter and a number. */
export const ZNewPassword = z.string()
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password can be at most 200 characters")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number");

const ZEmail = z.string().trim().max(254).email("Please enter a valid email address");

export const ZResetRequest = z.object({ email: ZEmail });

/** Spec: resetCode + newPassword; the email of step one comes along so the code is checked against that account. */
export const ZApplyReset = z.object({
  email: ZEmail.optional(),
  resetCode: z.string().trim().min(6, "Please enter the 6-digit code").max(6, "Please enter the 6-digit code")
    .regex(/^\d{6}$/, "Please enter the 6-digit code"),
  newPassword: ZNewPassword,
});
export type ApplyReset = z.infer<typeof ZApplyReset>;

/** The reset form in the browser: the code, the new password twice. */
export const ZResetForm = z.object({
  resetCode: ZApplyReset.shape.resetCode,
  newPassword: ZNewPassword,
  confirmPassword: z.string().min(1, "Please confirm your password"),
}).refine((f) => f.newPassword === f.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const ZChangePassword = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(200),
  newPassword: ZNewPassword,
});

/** The change-password form in the browser: current password, the new one twice. */
export const ZChangePasswordForm = ZChangePassword.extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((f) => f.newPassword === f.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const ZMfaCode = z.string().trim().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app");
export const ZMfaConfirm = z.object({ code: ZMfaCode });
export const ZMfaDisable = z.object({ password: z.string().min(1, "Enter your password").max(200), code: ZMfaCode });

export const ZAccountEmail = z.object({ email: ZEmail, password: z.string().min(1, "Enter your password").max(200) });

export const ZMfaSetup = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type MfaSetup = z.infer<typeof ZMfaSetup>;

/** A short readable name for a browser from its user agent: "Chrome on macOS". */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Firefox\//.test(userAgent) ? "Firefox"
    : /Chrome\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : "A browser";
  const os = /iPhone|iPad/.test(userAgent) ? "iOS" : /Android/.test(userAgent) ? "Android" : /Mac OS X/.test(userAgent) ? "macOS"
    : /Windows/.test(userAgent) ? "Windows" : /Linux/.test(userAgent) ? "Linux" : "";
  return os ? `${browser} on ${os}` : browser;
}

export const ZTrustedDevice = z.object({
  id: z.number().int(), deviceName: z.string(), current: z.boolean(), createdAt: z.string(), lastUsed: z.string(), expiresAt: z.string(),
});
export type TrustedDevice = z.infer<typeof ZTrustedDevice>;

export const ZAdminSession = z.object({
  id: z.string(), userAgent: z.string(), ip: z.string(), current: z.boolean(), createdAt: z.string(), lastSeenAt: z.string(),
});
export type AdminSession = z.infer<typeof ZAdminSession>;

export const ZAccountSecurity = z.object({
  username: z.string(),
  email: z.string().nullable(),
  mfaEnabled: z.boolean(),
  passwordChangedAt: z.string(),
  devices: z.array(ZTrustedDevice),
  sessions: z.array(ZAdminSession),
});
export type AccountSecurity = z.infer<typeof ZAccountSecurity>;

export const ZAuditEntry = z.object({
  id: z.number().int(), username: z.string().nullable(), action: z.string(), entity: z.string(), entityId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()), ip: z.string(), createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  entity: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AuditPage = z.infer<typeof ZAuditPage>;
