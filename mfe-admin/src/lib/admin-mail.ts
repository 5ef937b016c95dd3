import type {
  EmailTemplate, EmailTemplateUpdate, MailLogDetail, MailLogPage, MailStatus, MailTemplateKey, SmtpSettings, SmtpSettingsUpdate,
} from "@studio/contracts";
import { api, invalidate, useApi } from "@studio/sdk";

/** Mail settings change nothing on the public site, so they refresh their own lists only (no pending-changes flag). */
async function refreshed<T>(call: Promise<T>, keys: readonly string[]): Promise<T> {
  const result = await call;
  await invalidate(keys);
  return result;
}

const TEMPLATE_KEYS = ["/api/admin/email-templates"];

export const useEmailTemplates = () => useApi<EmailTemplate[]>("/api/admin/email-templates");
export const useEmailTemplate = (key: string | undefined) => useApi<EmailTemplate>(key ? `/api/admin/email-templates/${key}` : null);
export const saveEmailTemplate = (key: MailTemplateKey, update: EmailTemplateUpdate) =>
  refreshed(api.put<EmailTemplate>(`/api/admin/email-templates/${key}`, update), TEMPLATE_KEYS);
export const resetEmailTemplate = (key: MailTemplateKey) =>
  refreshed(api.post<EmailTemplate>(`/api/admin/email-templates/${key}/reset`, {}), TEMPLATE_KEYS);

export interface MailLogQuery {
  status: MailStatus | "";
  q: string;
  page: number;
}

export function mailLogPath(query: MailLogQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/api/admin/mail-log${search ? `?${search}` : ""}`;
}

export const useMailLog = (query: MailLogQuery) => useApi<MailLogPage>(mailLogPath(query));
export const useMail = (id: number | null) => useApi<MailLogDetail>(id ? `/api/admin/mail-log/${id}` : null);
export const retryMail = (id: number) => refreshed(api.post<MailLogDetail>(`/api/admin/mail-log/${id}/retry`, {}), ["/api/admin/mail-log"]);

export const useSmtpSettings = () => useApi<SmtpSettings>("/api/admin/smtp");
export const saveSmtpSettings = (update: SmtpSettingsUpdate) => refreshed(api.put<SmtpSettings>("/api/admin/smtp", update), ["/api/admin/smtp"]);
export const sendTestMail = (to: string) => api.post<{ transport: "smtp" | "log" }>("/api/admin/smtp/test", { to });
