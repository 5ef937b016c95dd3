import { useState } from "react";
import { type MailLogEntry, type MailStatus, MAIL_STATUSES } from "@studio/contracts";
import { Badge, type BadgeTone, Button, Dialog, Skeleton, useToast } from "@studio/design-system";
import { errorMessage, usePageTitle, useRouterLink } from "@studio/sdk";
import { ListFilters } from "../components/list-filters.tsx";
import { PagedTable } from "../components/paged-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { type MailLogQuery, retryMail, useMail, useMailLog } from "../lib/admin-mail.ts";
import * as s from "../mail/mail.css.ts";
import * as o from "../orders/orders.css.ts";

const STATUS: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "Waiting", tone: "warning" },
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
};
const STATUS_OPTIONS = [{ value: "", label: "All" }, ...MAIL_STATUSES.map((v) => ({ value: v, label: STATUS[v].label }))];
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function StatusBadge({ mail }: { mail: MailLogEntry }) {
  const label = mail.status === "sent" && mail.transport === "log" ? "Logged only" : STATUS[mail.status].label;
  return <Badge tone={mail.status === "sent" && mail.transport === "log" ? "neutral" : STATUS[mail.status].tone}>{label}</Badge>;
}

/** One mail in full: where it went, what happened and its text. */
function MailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error } = useMail(id);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await retryMail(id);
      toast({ title: "The mail will be sent again now", variant: "success" });
      onClose();
    } catch (err) {
      toast({ title: "Could not send it again", description: errorMessage(err), variant: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} size="lg" title={data?.subject ?? "Mail"}
      footer={data && data.status !== "sent" ? <Button onClick={retry} loading={busy}>Send again now</Button> : undefined}>
      {error && <p role="alert">The mail could not be loaded: {error.message}</p>}
      {!data && !error && <Skeleton variant="text" lines={6} />}
      {data && (
        <>
          <dl className={s.meta}>
            <dt className={s.metaTerm}>To</dt><dd className={s.metaValue}>{data.toAddress}</dd>
            {data.replyTo && <><dt className={s.metaTerm}>Reply to</dt><dd className={s.metaValue}>{data.replyTo}</dd></>}
            <dt className={s.metaTerm}>Status</dt><dd className={s.metaValue}><StatusBadge mail={data} /></dd>
            <dt className={s.metaTerm}>Queued</dt><dd className={s.metaValue}>{dateTime.format(new Date(data.createdAt))}</dd>
            {data.sentAt && <><dt className={s.metaTerm}>Sent</dt><dd className={s.metaValue}>{dateTime.format(new Date(data.sentAt))}</dd></>}
            {data.status === "queued" && data.attempts > 0 && (
              <><dt className={s.metaTerm}>Next try</dt><dd className={s.metaValue}>{dateTime.format(new Date(data.nextAttemptAt))} (attempt {data.attempts + 1})</dd></>
            )}
            {data.lastError && <><dt className={s.metaTerm}>Last error</dt><dd className={`${s.metaValue} ${s.error}`}>{data.lastError}</dd></>}
          </dl>
          <pre className={s.plainText} aria-label="Mail text">{data.bodyText}</pre>
        </>
      )}
    </Dialog>
  );
}

/** /admin/mail-log: every mail the site has sent or is about to send, newest first; the owner can resend a failed one. */
export default function MailLogPage() {
  usePageTitle("Mail log");
  const [query, setQuery] = useState<MailLogQuery>({ status: "", q: "", page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useMailLog(query);
  const smtp = useRouterLink("/admin/mail-server");
  return (
    <>
      <PageHeader title="Mail log" intro={<>Every email the website sends, newest first. Without a mail server (<a {...smtp}>SMTP settings</a>) emails are only logged here.</>}>
        <Button variant="secondary" onClick={() => void mutate()}>Refresh</Button>
      </PageHeader>
      <ListFilters searchLabel="Search by recipient or subject" onSearch={(q) => setQuery({ ...query, q, page: 1 })}
        filterLabel="Status" options={STATUS_OPTIONS} filter={query.status} onFilter={(status) => setQuery({ ...query, status, page: 1 })} />
      <PagedTable what="mail log" noun={["email", "emails"]} list={data} rows={data?.mails.length ?? 0} error={error} isLoading={isLoading}
        empty={query.q || query.status ? "No mail matches this search." : "No emails yet. Order confirmations, messages and codes appear here."}
        head={<tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Queued</th><th scope="col">Status</th></tr>}
        page={query.page} onPage={(n) => setQuery({ ...query, page: n })}>
        {data?.mails.map((mail) => (
          <tr key={mail.id}>
            <td><button type="button" className={s.rowButton} onClick={() => setOpen(mail.id)}>{mail.subject}</button></td>
            <td>{mail.toAddress}</td>
            <td className={o.mutedCell}>{dateTime.format(new Date(mail.createdAt))}</td>
            <td><StatusBadge mail={mail} /></td>
          </tr>
        ))}
      </PagedTable>
      {open !== null && <MailDialog id={open} onClose={() => setOpen(null)} />}
    </>
  );
}
