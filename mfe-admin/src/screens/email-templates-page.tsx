import { MAIL_TEMPLATES } from "@studio/contracts";
import { Badge, Skeleton } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import type { EmailTemplate } from "@studio/contracts";
import { PageHeader } from "../components/page-header.tsx";
import { useEmailTemplates } from "../lib/admin-mail.ts";
import * as s from "../mail/mail.css.ts";
import * as o from "../orders/orders.css.ts";

function TemplateItem({ template }: { template: EmailTemplate }) {
  const link = useRouterLink(`/admin/email-templates/${template.templateKey}`);
  return (
    <li className={s.templateItem}>
      <div className={s.templateHead}>
        <a {...link} className={s.templateLink}>{template.name}</a>
        {template.isActive ? <Badge tone="success">Sending</Badge> : <Badge tone="neutral">Switched off</Badge>}
      </div>
      <span className={o.muted}>{MAIL_TEMPLATES[template.templateKey].description}</span>
      <span className={o.muted}>Subject: {template.subject}</span>
    </li>
  );
}

/** /admin/email-templates: every mail the site sends, with its wording and whether it is sent. */
export default function EmailTemplatesPage() {
  usePageTitle("Email templates");
  const { data, error, isLoading } = useEmailTemplates();
  return (
    <>
      <PageHeader title="Email templates" intro="The emails your website sends. Open one to change its wording or switch it off." />
      {error && <p role="alert" className={o.empty}>The templates could not be loaded: {error.message}</p>}
      {isLoading && <Skeleton variant="text" lines={8} />}
      {data && <ul className={s.templateList}>{data.map((t) => <TemplateItem key={t.templateKey} template={t} />)}</ul>}
    </>
  );
}
