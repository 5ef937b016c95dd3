import { MAIL_TEMPLATES, type MailTemplateKey } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { DEFAULT_TEMPLATES } from "./default-templates.ts";

/** Gives every mail the studio sends a template row (first wording), leaving rows the owner has edited alone. */
export async function ensureTemplates(db: Db): Promise<void> {
  for (const key of Object.keys(MAIL_TEMPLATES) as MailTemplateKey[]) {
    const { subject, content } = DEFAULT_TEMPLATES[key];
    await db`insert into email_templates (template_key, name, subject, content)
      values (${key}, ${MAIL_TEMPLATES[key].name}, ${subject}, ${content})
      on conflict (template_key) do nothing`;
  }
}
