import type {
  EmailTemplate, EmailTemplateUpdate, MailLogDetail, MailLogPage, MailStatus, MailTemplateKey, SmtpSettings, SmtpSettingsUpdate,
} from "@studio/contracts";
import { api, useApi } from "@studio/sdk";
import { refreshed } from "./admin-api.ts";
import { listPath } from "./list-path.ts";

// Mail settings change nothing on the public site: `refreshed`, not `changed` (no pending-changes flag).
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

export const useMailLog = (query: MailLogQuery) => useApi<MailLogPage>(listPath("/api/admin/mail-log", query));
export const useMail = (id: number | null) => useApi<MailLogDetail>(id ? `/api/admin/mail-log/${id}` : null);
export const retryMail = (id: number) => refreshed(api.post<MailLogDetail>(`/api/admin/mail-log/${id}/retry`, {}), ["/api/admin/mail-log"]);

export const useSmtpSettings = () => useApi<SmtpSettings>("/api/admin/smtp");
export const saveSmtpSettings = (update: SmtpSettingsUpdate) => refreshed(api.put<SmtpSettings>("/api/admin/smtp", update), ["/api/admin/smtp"]);
export const sendTestMail = (to: string) => api.post<{ transport: "smtp" | "log" }>("/api/admin/smtp/test", { to });
