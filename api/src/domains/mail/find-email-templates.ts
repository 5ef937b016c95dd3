import { type EmailTemplate, MAIL_TEMPLATES, type MailTemplateKey } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";

const ISO = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every template the studio sends with, in the catalogue's order. */
export async function findEmailTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db<EmailTemplate[]>`
    select id, template_key, name, subject, content, is_active, ${db.unsafe(ISO("updated_at"))} as updated_at
    from email_templates where template_key in ${db(Object.keys(MAIL_TEMPLATES))}`;
  const order = Object.keys(MAIL_TEMPLATES);
  return rows.sort((a, b) => order.indexOf(a.templateKey) - order.indexOf(b.templateKey));
}

export async function getEmailTemplate(db: Db, key: MailTemplateKey): Promise<EmailTemplate> {
  const [row] = await db<EmailTemplate[]>`
    select id, template_key, name, subject, content, is_active, ${db.unsafe(ISO("updated_at"))} as updated_at
    from email_templates where template_key = ${key}`;
  if (!row) throw new AppError("not_found", "Email template not found");
  return row;
}
