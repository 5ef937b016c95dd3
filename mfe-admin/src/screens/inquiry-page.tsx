import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Button, ButtonLink, Link, useToast } from "@studio/design-system";
import { errorMessage, usePageTitle, useRouterLink } from "@studio/sdk";
import { ConfirmDelete } from "../components/confirm-delete.tsx";
import { LoadState } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ReplyThread } from "../contact/reply-form.tsx";
import { deleteInquiry, markInquiry, replyToInquiry, useInquiry } from "../lib/admin-contact.ts";
import * as c from "../contact/contact.css.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** /admin/inquiry/:id: one contact message; opening it marks it read; reply by email, mark unread, delete. */
export default function InquiryPage() {
  const id = Number(useParams().id);
  const { data, error, mutate } = useInquiry(Number.isInteger(id) && id > 0 ? id : null);
  usePageTitle(data ? data.subject : "Inquiry");
  const { toast } = useToast();
  const navigate = useNavigate();
  const back = useRouterLink("/admin/inquiries");
  const [busy, setBusy] = useState(false);

  // Opening an unread message marks it read (once).
  const unread = data !== undefined && data.readAt === null;
  useEffect(() => {
    if (unread) void markInquiry(id, true).then((fresh) => mutate(fresh, false)).catch(() => {});
  }, [unread, id, mutate]);

  const markUnread = async () => {
    setBusy(true);
    try {
      await markInquiry(id, false);
      toast({ title: "Marked as unread", variant: "success" });
      navigate("/admin/inquiries");
    } catch (err) {
      toast({ title: "Could not mark it unread", description: errorMessage(err), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoadState what="message" error={error} ready={Boolean(data)} back="/admin/inquiries">
      {data && (
        <>
          <PageHeader title={data.subject || "(no subject)"} intro={`From ${data.name}, ${dateTime.format(new Date(data.createdAt))}`}>
            <ButtonLink variant="ghost" {...back}>All inquiries</ButtonLink>
            <Button variant="secondary" onClick={() => void markUnread()} loading={busy}>Mark as unread</Button>
            <ConfirmDelete name={data.subject || data.name} noun="message" onConfirm={async () => {
              await deleteInquiry(id);
              navigate("/admin/inquiries");
            }} />
          </PageHeader>
          <div className={c.twoColumns}>
            <div className={c.stack}>
              <article className={c.message} aria-label="Message">
                <p className={c.body}>{data.message}</p>
              </article>
              <ReplyThread to={data.email} subject={data.subject} replies={data.replies}
                send={async (reply) => mutate(await replyToInquiry(id, reply), false)} />
            </div>
            <aside className={c.message} aria-label="Sender">
              <dl className={c.meta}>
                <dt className={c.metaTerm}>Name</dt><dd className={c.metaValue}>{data.name}</dd>
                <dt className={c.metaTerm}>Email</dt><dd className={c.metaValue}><Link href={`mailto:${data.email}`}>{data.email}</Link></dd>
                <dt className={c.metaTerm}>Received</dt><dd className={c.metaValue}>{dateTime.format(new Date(data.createdAt))}</dd>
                <dt className={c.metaTerm}>Newsletter</dt><dd className={c.metaValue}>{data.subscribeToNewsletter ? "Asked to subscribe (confirmation sent)" : "No"}</dd>
                {data.repliedAt && <><dt className={c.metaTerm}>Last reply</dt><dd className={c.metaValue}>{dateTime.format(new Date(data.repliedAt))}</dd></>}
              </dl>
            </aside>
          </div>
        </>
      )}
    </LoadState>
  );
}
