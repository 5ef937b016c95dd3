import type { AccountSecurity, AuditPage, MfaSetup } from "@studio/contracts";
import { api, invalidate, useApi } from "@studio/sdk";

type Message = { success: boolean; message: string };
const SECURITY_KEY = "/api/admin/account-security";

async function refreshed<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  await invalidate([SECURITY_KEY]);
  return result;
}

export const requestPasswordReset = (email: string) => api.post<Message>("/api/admin/reset-password", { email });
export const applyPasswordReset = (input: { email: string; resetCode: string; newPassword: string }) =>
  api.post<Message>("/api/admin/apply-reset", input);

export const useAccountSecurity = () => useApi<AccountSecurity>(SECURITY_KEY);
export const startMfaSetup = () => api.post<MfaSetup>("/api/admin/mfa/setup", {});
export const confirmMfaSetup = (code: string) => refreshed(api.post<Message>("/api/admin/mfa/confirm", { code }));
export const disableMfa = (input: { password: string; code: string }) => refreshed(api.post<Message>("/api/admin/mfa/disable", input));
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  refreshed(api.post<Message>("/api/admin/account/password", input));
export const setAccountEmail = (input: { email: string; password: string }) => refreshed(api.put<Message>("/api/admin/account/email", input));
export const forgetDevice = (id: number) => refreshed(api.delete<Message>(`/api/admin/trusted-devices/${id}`));
export const closeSession = (id: string) => refreshed(api.delete<Message>(`/api/admin/sessions/${id}`));
export const signOutEverywhere = () => api.post<Message>("/api/admin/logout-everywhere", {});

export const useAuditLog = (entity: string, page: number) => {
  const params = new URLSearchParams();
  if (entity) params.set("entity", entity);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return useApi<AuditPage>(`/api/admin/audit-log${search ? `?${search}` : ""}`);
};
