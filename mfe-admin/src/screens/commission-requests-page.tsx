import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import {
  COMMISSION_STATUSES, COMMISSION_STATUS_LABELS, COMMISSION_TRANSITIONS, type CommissionRequest, type CommissionStatus,
  ZCommissionRequestUpdate,
} from "@studio/contracts";
import { Badge, type BadgeTone, Button, Dialog, Input, Link, Skeleton, Textarea } from "@studio/design-system";
import { formatAmount, usePageTitle } from "@studio/sdk";
import { ListFilters } from "../components/list-filters.tsx";
import { PagedTable } from "../components/paged-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ReplyThread } from "../contact/reply-form.tsx";
import {
  type CommissionQuery, replyToCommission, updateCommissionRequest, useCommissionRequest, useCommissionRequests,
} from "../lib/admin-contact.ts";
import { centsToDollars, dollarsToCents } from "../lib/money.ts";
import { useSave } from "../lib/use-save.ts";
import * as c from "../contact/contact.css.ts";
import * as o from "../orders/orders.css.ts";

const TONE: Record<CommissionStatus, BadgeTone> = {
  pending: "warning", quoted: "accent", accepted: "accent", in_progress: "accent", completed: "success", declined: "neutral",
};
const STATUS_OPTIONS = [{ value: "", label: "All" }, ...COMMISSION_STATUSES.map((v) => ({ value: v, label: COMMISSION_STATUS_LABELS[v] }))];
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const MOVE_LABEL: Record<CommissionStatus, string> = {
  pending: "Back to pending", quoted: "Mark quoted", accepted: "Mark accepted", in_progress: "Start work", completed: "Mark completed", declined: "Decline",
};

const StatusBadge = ({ status }: { status: CommissionStatus }) => <Badge tone={TONE[status]}>{COMMISSION_STATUS_LABELS[status]}</Badge>;
const typeOf = (r: CommissionRequest) => [r.categoryName, r.subcategoryName].filter(Boolean).join(" — ") || "—";

/** The owner's side of one request: details, the workflow, her quote and notes, replies by email. */
function RequestDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error, mutate } = useCommissionRequest(id);
  const [quote, setQuote] = useState<string | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const save = useSave({
    schema: ZCommissionRequestUpdate,
    save: (update) => updateCommissionRequest(id, update),
    success: "Commission request updated",
    onSaved: () => {
      setQuote(null);
      setNotes(null);
      void mutate();
    },
  });
  const fields = data && {
    quotedPriceCents: dollarsToCents(quote ?? centsToDollars(data.quotedPriceCents)),
    adminNotes: notes ?? data.adminNotes,
  };
  const move = (status: CommissionStatus) => void save.submit({ ...fields, status });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit(fields);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} size="lg" title={data ? data.subject : "Commission request"}>
      {error && <p role="alert">The request could not be loaded: {error.message}</p>}
      {!data && !error && <Skeleton variant="text" lines={8} />}
      {data && fields && (
        <div className={c.stack}>
          <dl className={c.meta}>
            <dt className={c.metaTerm}>Status</dt><dd className={c.metaValue}><StatusBadge status={data.status} /></dd>
            <dt className={c.metaTerm}>From</dt>
            <dd className={c.metaValue}>{data.customerName} · <Link href={`mailto:${data.customerEmail}`}>{data.customerEmail}</Link>{data.phone ? ` · ${data.phone}` : ""}</dd>
            <dt className={c.metaTerm}>Type</dt><dd className={c.metaValue}>{typeOf(data)}</dd>
            <dt className={c.metaTerm}>Size</dt><dd className={c.metaValue}>{data.dimensions || "not given"}</dd>
            <dt className={c.metaTerm}>Estimate shown</dt>
            <dd className={c.metaValue}>{data.estimatedPriceCents === null ? "none" : formatAmount(data.estimatedPriceCents)}</dd>
            <dt className={c.metaTerm}>Location</dt><dd className={c.metaValue}>{data.location || "not given"}</dd>
            <dt className={c.metaTerm}>Received</dt><dd className={c.metaValue}>{dateTime.format(new Date(data.createdAt))}</dd>
          </dl>
          <p className={`${c.body} ${c.message}`}>{data.message}</p>

          <form className={c.replyForm} onSubmit={submit} aria-label="Workflow" noValidate>
            <h2 className={c.heading}>Quote and notes</h2>
            <Input label="Quoted price" inputMode="decimal" startAdornment="$" value={quote ?? centsToDollars(data.quotedPriceCents)}
              error={save.errors.quotedPriceCents} onChange={(e) => setQuote(e.target.value)}
              hint="What you offered the customer; needed before marking the request quoted." />
            <Textarea label="Notes (only you see them)" rows={4} value={notes ?? data.adminNotes} error={save.errors.adminNotes}
              onChange={(e) => setNotes(e.target.value)} />
            <div className={c.statusMoves}>
              <Button type="submit" variant="secondary" loading={save.busy}>Save</Button>
              {COMMISSION_TRANSITIONS[data.status].map((next) => (
                <Button key={next} type="button" variant={next === "declined" ? "ghost" : "primary"} onClick={() => move(next)} disabled={save.busy}>
                  {MOVE_LABEL[next]}
                </Button>
              ))}
            </div>
            {save.errors.status && <p role="alert" className={c.muted}>{save.errors.status}</p>}
          </form>

          <ReplyThread to={data.customerEmail} subject={data.subject} replies={data.replies}
            send={async (reply) => {
              await replyToCommission(id, reply);
              await mutate();
            }} />
        </div>
      )}
    </Dialog>
  );
}

/** /admin/commission-requests: every request with its estimate and where it stands. */
export default function CommissionRequestsPage() {
  usePageTitle("Commission requests");
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<CommissionQuery>({ status: "", q: "", page: 1 });
  const { data, error, isLoading, mutate } = useCommissionRequests(query);
  const open = Number(params.get("open")) || null;
  const setOpen = (id: number | null) => setParams(id ? { open: String(id) } : {}, { replace: true });
  return (
    <>
      <PageHeader title="Commission requests" intro={data ? `${data.open} open. Pending → quoted → accepted → in progress → completed, or declined.` : undefined}>
        <Button variant="secondary" onClick={() => void mutate()}>Refresh</Button>
      </PageHeader>
      <ListFilters searchLabel="Search by customer, email, subject or text" onSearch={(q) => setQuery({ ...query, q, page: 1 })}
        filterLabel="Status" options={STATUS_OPTIONS} filter={query.status} onFilter={(status) => setQuery({ ...query, status, page: 1 })} />
      <PagedTable what="requests" noun={["request", "requests"]} list={data} rows={data?.requests.length ?? 0} error={error} isLoading={isLoading}
        empty={query.q || query.status ? "No request matches." : "No commission requests yet. Requests from the contact page appear here."}
        head={<tr><th scope="col">Request</th><th scope="col">Customer</th><th scope="col">Type and size</th><th scope="col" className={o.number}>Estimate</th><th scope="col">Received</th><th scope="col">Status</th></tr>}
        page={query.page} onPage={(n) => setQuery({ ...query, page: n })}>
        {data?.requests.map((r) => (
          <tr key={r.id}>
            <td><button type="button" className={c.rowButton} onClick={() => setOpen(r.id)}>{r.subject}</button></td>
            <td><span className={o.name}>{r.customerName}</span><span className={o.muted}>{r.customerEmail}</span></td>
            <td><span className={o.name}>{typeOf(r)}</span><span className={o.muted}>{r.dimensions || "size not given"}</span></td>
            <td className={o.number}>{r.estimatedPriceCents === null ? "—" : formatAmount(r.estimatedPriceCents)}</td>
            <td className={o.mutedCell}>{dateTime.format(new Date(r.createdAt))}</td>
            <td><StatusBadge status={r.status} /></td>
          </tr>
        ))}
      </PagedTable>
      {open !== null && <RequestDialog id={open} onClose={() => setOpen(null)} />}
    </>
  );
}
