import { type EmailTemplate, MAIL_TEMPLATES, type MailTemplateKey } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";
import { AppError } from "../../errors.ts";

/** Every template the studio sends with, in the catalogue's order. */
export async function findEmailTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db<EmailTemplate[]>`
    select id, template_key, name, subject, content, is_active, ${db.unsafe(isoUtc("updated_at"))} as updated_at
    from email_templates where template_key in ${db(Object.keys(MAIL_TEMPLATES))}`;
  const order = Object.keys(MAIL_TEMPLATES);
  return rows.sort((a, b) => order.indexOf(a.templateKey) - order.indexOf(b.templateKey));
}

export async function getEmailTemplate(db: Db, key: MailTemplateKey): Promise<EmailTemplate> {
  const [row] = await db<EmailTemplate[]>`
    select id, template_key, name, subject, content, is_active, ${db.unsafe(isoUtc("updated_at"))} as updated_at
    from email_templates where template_key = ${key}`;
  if (!row) throw new AppError("not_found", "Email template not found");
  return row;
}
