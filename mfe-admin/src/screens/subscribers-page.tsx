import { useState } from "react";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "@studio/contracts";
import { Badge, type BadgeTone, Button, ButtonLink } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import { ConfirmDelete } from "../components/confirm-delete.tsx";
import { ListFilters } from "../components/list-filters.tsx";
import { PagedTable } from "../components/paged-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { deleteSubscriber, type SubscriberQuery, subscribersCsvPath, useSubscribers } from "../lib/admin-contact.ts";
import * as o from "../orders/orders.css.ts";

const STATUS: Record<SubscriberStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Not confirmed yet", tone: "warning" },
  active: { label: "Subscribed", tone: "success" },
  unsubscribed: { label: "Unsubscribed", tone: "neutral" },
};
const STATUS_OPTIONS = [{ value: "", label: "All" }, ...SUBSCRIBER_STATUSES.map((v) => ({ value: v, label: STATUS[v].label }))];
const SOURCE: Record<string, string> = { newsletter: "Newsletter form", contact: "Contact form", commission: "Commission request", import: "Import" };
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** /admin/subscribers: who receives the newsletter (only confirmed addresses do), with a CSV export. */
export default function SubscribersPage() {
  usePageTitle("Subscribers");
  const [query, setQuery] = useState<SubscriberQuery>({ status: "", q: "", page: 1 });
  const { data, error, isLoading } = useSubscribers(query);
  const compose = useRouterLink("/admin/newsletter");
  return (
    <>
      <PageHeader title="Subscribers"
        intro={data ? `${data.active} confirmed ${data.active === 1 ? "subscriber" : "subscribers"}. New addresses confirm by email first (double opt-in).` : undefined}>
        <ButtonLink variant="secondary" href={subscribersCsvPath({ status: query.status, q: query.q })} download>Export CSV</ButtonLink>
        <ButtonLink {...compose}>Write a newsletter</ButtonLink>
      </PageHeader>
      <ListFilters searchLabel="Search by email" onSearch={(q) => setQuery({ ...query, q, page: 1 })}
        filterLabel="Status" options={STATUS_OPTIONS} filter={query.status} onFilter={(status) => setQuery({ ...query, status, page: 1 })} />
      <PagedTable what="subscribers" noun={["address", "addresses"]} list={data} rows={data?.subscribers.length ?? 0} error={error} isLoading={isLoading}
        empty={query.q || query.status ? "No subscriber matches." : "No subscribers yet. Signups from the contact page appear here."}
        head={<tr><th scope="col">Email</th><th scope="col">Status</th><th scope="col">Signed up via</th><th scope="col">Since</th><th scope="col"><span className={o.muted}>Actions</span></th></tr>}
        page={query.page} onPage={(n) => setQuery({ ...query, page: n })}>
        {data?.subscribers.map((sub) => (
          <tr key={sub.id}>
            <td>{sub.email}</td>
            <td><Badge tone={STATUS[sub.status].tone}>{STATUS[sub.status].label}</Badge></td>
            <td className={o.mutedCell}>{SOURCE[sub.source] ?? sub.source}</td>
            <td className={o.mutedCell}>{date.format(new Date(sub.confirmedAt ?? sub.createdAt))}</td>
            <td><ConfirmDelete name={sub.email} noun="subscriber" onConfirm={() => deleteSubscriber(sub.id)} /></td>
          </tr>
        ))}
      </PagedTable>
    </>
  );
}
