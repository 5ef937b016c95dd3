import { useState } from "react";
import { Badge, Button } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import { ListFilters } from "../components/list-filters.tsx";
import { PagedTable } from "../components/paged-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { type InquiryQuery, useInquiries } from "../lib/admin-contact.ts";
import * as c from "../contact/contact.css.ts";
import * as o from "../orders/orders.css.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const FILTERS = [{ value: "all", label: "All messages" }, { value: "unread", label: "Unread" }];

function InquiryLink({ id, children }: { id: number; children: string }) {
  const link = useRouterLink(`/admin/inquiry/${id}`);
  return <a {...link} className={c.rowLink}>{children}</a>;
}

/** /admin/inquiries: the contact form's messages, newest first; unread ones stand out. */
export default function InquiriesPage() {
  usePageTitle("Inquiries");
  const [query, setQuery] = useState<InquiryQuery>({ filter: "all", q: "", page: 1 });
  const { data, error, isLoading, mutate } = useInquiries(query);
  return (
    <>
      <PageHeader title="Inquiries" intro={data ? `${data.unread} unread. Messages from the contact page; open one to read and reply.` : "Messages from the contact page."}>
        <Button variant="secondary" onClick={() => void mutate()}>Refresh</Button>
      </PageHeader>
      <ListFilters searchLabel="Search by name, email, subject or text" onSearch={(q) => setQuery({ ...query, q, page: 1 })}
        filterLabel="Show" options={FILTERS} filter={query.filter} onFilter={(filter) => setQuery({ ...query, filter, page: 1 })} />
      <PagedTable what="messages" noun={["message", "messages"]} list={data} rows={data?.inquiries.length ?? 0} error={error} isLoading={isLoading}
        empty={query.q || query.filter === "unread" ? "No message matches." : "No messages yet. What visitors send from the contact page appears here."}
        head={<tr><th scope="col">Subject</th><th scope="col">From</th><th scope="col">Received</th><th scope="col">State</th></tr>}
        page={query.page} onPage={(n) => setQuery({ ...query, page: n })}>
        {data?.inquiries.map((m) => (
          <tr key={m.id} className={m.readAt ? undefined : c.unread}>
            <td><InquiryLink id={m.id}>{m.subject || "(no subject)"}</InquiryLink></td>
            <td><span className={o.name}>{m.name}</span><span className={o.muted}>{m.email}</span></td>
            <td className={o.mutedCell}>{dateTime.format(new Date(m.createdAt))}</td>
            <td>
              {m.repliedAt ? <Badge tone="success">Replied</Badge> : m.readAt ? <Badge tone="neutral">Read</Badge> : <Badge tone="accent">Unread</Badge>}
            </td>
          </tr>
        ))}
      </PagedTable>
    </>
  );
}
