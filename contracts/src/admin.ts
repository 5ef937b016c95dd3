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
