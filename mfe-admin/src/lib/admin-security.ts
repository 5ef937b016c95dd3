import type { AccountSecurity, AuditPage, MfaSetup } from "@studio/contracts";
import { api, useApi } from "@studio/sdk";
import { refreshed } from "./admin-api.ts";
import { listPath } from "./list-path.ts";

type Message = { success: boolean; message: string };
const SECURITY_KEY = "/api/admin/account-security";

const refreshedSecurity = <T>(call: Promise<T>) => refreshed(call, [SECURITY_KEY]);

export const requestPasswordReset = (email: string) => api.post<Message>("/api/admin/reset-password", { email });
export const applyPasswordReset = (input: { email: string; resetCode: string; newPassword: string }) =>
  api.post<Message>("/api/admin/apply-reset", input);

export const useAccountSecurity = () => useApi<AccountSecurity>(SECURITY_KEY);
export const startMfaSetup = () => api.post<MfaSetup>("/api/admin/mfa/setup", {});
export const confirmMfaSetup = (code: string) => refreshedSecurity(api.post<Message>("/api/admin/mfa/confirm", { code }));
export const disableMfa = (input: { password: string; code: string }) => refreshedSecurity(api.post<Message>("/api/admin/mfa/disable", input));
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  refreshedSecurity(api.post<Message>("/api/admin/account/password", input));
export const setAccountEmail = (input: { email: string; password: string }) => refreshedSecurity(api.put<Message>("/api/admin/account/email", input));
export const forgetDevice = (id: number) => refreshedSecurity(api.delete<Message>(`/api/admin/trusted-devices/${id}`));
export const closeSession = (id: string) => refreshedSecurity(api.delete<Message>(`/api/admin/sessions/${id}`));
export const signOutEverywhere = () => api.post<Message>("/api/admin/logout-everywhere", {});

export const useAuditLog = (entity: string, page: number) => useApi<AuditPage>(listPath("/api/admin/audit-log", { entity, page }));
