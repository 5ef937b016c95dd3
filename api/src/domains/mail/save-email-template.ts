import { type EmailTemplate, type EmailTemplateUpdate, type MailTemplateKey, templateVariables, unknownVariables } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { DEFAULT_TEMPLATES } from "./default-templates.ts";
import { getEmailTemplate } from "./find-email-templates.ts";

/** The owner rewords a mail. A {{variable}} the mail does not offer is refused, naming the ones it does. */
export async function saveEmailTemplate(db: Db, key: MailTemplateKey, update: EmailTemplateUpdate, actor: Actor): Promise<EmailTemplate> {
  const fields: Record<string, string> = {};
  const offered = Object.keys(templateVariables(key)).map((v) => `{{${v}}}`).join(", ");
  for (const field of ["subject", "content"] as const) {
    const unknown = unknownVariables(key, update[field]);
    if (unknown.length) fields[field] = `Unknown variable ${unknown.map((v) => `{{${v}}}`).join(", ")}. This email can use ${offered}.`;
  }
  if (Object.keys(fields).length) throw new AppError("validation", Object.values(fields)[0], fields);
  const rows = await db`update email_templates set subject = ${update.subject}, content = ${update.content},
      is_active = ${update.isActive}, updated_at = now()
    where template_key = ${key} returning id`;
  if (!rows.length) throw new AppError("not_found", "Email template not found");
  await audit(db, actor, "update", "email_template", key, { subject: update.subject, isActive: update.isActive });
  return await getEmailTemplate(db, key);
}

/** Puts a mail's first wording back (the active flag is kept). */
export async function resetEmailTemplate(db: Db, key: MailTemplateKey, actor: Actor): Promise<EmailTemplate> {
  const { isActive } = await getEmailTemplate(db, key);
  return await saveEmailTemplate(db, key, { ...DEFAULT_TEMPLATES[key], isActive }, actor);
}
