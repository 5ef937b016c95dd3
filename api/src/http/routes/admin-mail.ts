import { Hono } from "hono";
import { ZEmailTemplateUpdate, ZMailLogQuery, ZMailTemplateKey, ZSmtpSettingsUpdate, ZTestMail } from "@studio/contracts";
import { transportFromSettings } from "../../domains/mail/deliver-mail.ts";
import { findEmailTemplates, getEmailTemplate } from "../../domains/mail/find-email-templates.ts";
import { findMailLog, getMail } from "../../domains/mail/find-mail-log.ts";
import { retryMail } from "../../domains/mail/retry-mail.ts";
import { resetEmailTemplate, saveEmailTemplate } from "../../domains/mail/save-email-template.ts";
import { sendTestMail } from "../../domains/mail/send-test-mail.ts";
import { getSmtpSettings, saveSmtpSettings } from "../../domains/mail/smtp-settings.ts";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../context.ts";
import { parseId, parseJson, parseWith } from "../validate.ts";

function templateKey(raw: string) {
  const key = ZMailTemplateKey.safeParse(raw);
  if (!key.success) throw new AppError("not_found", "Email template not found");
  return key.data;
}

/** The owner's mail: templates, the mail log (the queue), SMTP settings. */
export const adminMailRoutes = new Hono<AppEnv>()
  .get("/email-templates", async (c) => c.json(await findEmailTemplates(c.var.sql)))
  .get("/email-templates/:key", async (c) => c.json(await getEmailTemplate(c.var.sql, templateKey(c.req.param("key")))))
  .put("/email-templates/:key", async (c) =>
    c.json(await saveEmailTemplate(c.var.sql, templateKey(c.req.param("key")), await parseJson(c, ZEmailTemplateUpdate), c.var.user)))
  .post("/email-templates/:key/reset", async (c) =>
    c.json(await resetEmailTemplate(c.var.sql, templateKey(c.req.param("key")), c.var.user)))
  .get("/mail-log", async (c) => c.json(await findMailLog(c.var.sql, parseWith(ZMailLogQuery, c.req.query()))))
  .get("/mail-log/:id", async (c) => c.json(await getMail(c.var.sql, parseId(c.req.param("id")))))
  .post("/mail-log/:id/retry", async (c) => {
    const id = parseId(c.req.param("id"));
    await retryMail(c.var.sql, id, c.var.user);
    return c.json(await getMail(c.var.sql, id));
  })
  .get("/smtp", async (c) => c.json(await getSmtpSettings(c.var.sql)))
  .put("/smtp", async (c) =>
    c.json(await saveSmtpSettings(c.var.sql, c.var.secrets, await parseJson(c, ZSmtpSettingsUpdate), c.var.user)))
  .post("/smtp/test", async (c) => {
    const { to } = await parseJson(c, ZTestMail);
    return c.json(await sendTestMail(c.var.sql, transportFromSettings(c.var.sql, c.var.secrets), to, c.var.user));
  });
