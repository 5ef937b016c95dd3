import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { ORDER_STATUS_LABELS, type AdminOrder, type OrderStatus } from "@studio/contracts";
import { Button, Checkbox, Dialog, Input, Textarea, useToast } from "@studio/design-system";
import { errorMessage, formatAmount, OrderLines, usePageTitle } from "@studio/sdk";
import { LoadState } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { refundOrder, updateOrder, useAdminOrder } from "../lib/admin-orders.ts";
import { OrderStatusBadge } from "../orders/order-status-badge.tsx";
import { PrintOrdersPanel } from "../orders/print-orders-panel.tsx";
import * as f from "../components/form.css.ts";
import * as s from "../orders/orders.css.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  processing: "Mark as being prepared", shipped: "Mark as shipped", delivered: "Mark as delivered", cancelled: "Cancel order",
};

function Address({ address }: { address: Record<string, string | null> }) {
  return (
    <address className={s.address}>
      {address.name && <>{address.name}<br /></>}
      {[address.street, address.apartment].filter(Boolean).join(", ")}<br />
      {address.city}, {address.state} {address.zip}<br />{address.country}
    </address>
  );
}

function RefundDialog({ order }: { order: AdminOrder }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await refundOrder(order.id, { restock, reason });
      setOpen(false);
      toast({ title: `Order #${order.id} refunded`, description: `${formatAmount(order.totalCents)} goes back to ${order.email}.`, variant: "success" });
    } catch (error) {
      toast({ title: "Could not refund", description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen} size="sm" title={`Refund order #${order.id}?`}
      description={`${formatAmount(order.totalCents)} is returned to the buyer's card through ${order.paymentProvider === "test" ? "the test provider (no real money)" : "Stripe"}. This cannot be undone.`}
      trigger={<Button variant="secondary">Refund…</Button>}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>Keep the order</Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>Refund {formatAmount(order.totalCents)}</Button>
        </>
      }
    >
      <div className={f.section}>
        <Checkbox label="Put the items back on sale" hint="An original becomes available again; prints and merchandise go back into stock."
          checked={restock} onChange={(e) => setRestock(e.target.checked)} />
        <Input label="Reason (kept in the order's notes)" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </Dialog>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const { toast } = useToast();
  const [notes, setNotes] = useState(order.notes);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => setNotes(order.notes), [order.notes]);

  const change = async (what: string, update: { status?: OrderStatus; notes?: string }, done: string) => {
    setBusy(what);
    try {
      await updateOrder(order.id, update);
      toast({ title: done, variant: "success" });
    } catch (error) {
      toast({ title: "Could not save", description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={s.detail}>
      <div className={f.column}>
        <section className={f.panel} aria-labelledby="items-title">
          <h2 id="items-title" className={f.panelTitle}>Items</h2>
          <OrderLines order={order} label="Items in this order" />
        </section>
        <section className={f.panel} aria-labelledby="notes-title">
          <h2 id="notes-title" className={f.panelTitle}>Notes</h2>
          <Textarea label="Notes for the studio (the buyer's note is included)" rows={5} value={notes} onChange={(e) => setNotes(e.target.value)} />
          <div>
            <Button variant="secondary" loading={busy === "notes"} disabled={notes === order.notes}
              onClick={() => void change("notes", { notes }, "Notes saved")}>Save notes</Button>
          </div>
        </section>
      </div>
      <div className={f.column}>
        <section className={f.panel} aria-labelledby="status-title">
          <h2 id="status-title" className={f.panelTitle}>Status</h2>
          <p><OrderStatusBadge status={order.status} /></p>
          {order.nextStatuses.length > 0 || order.refundable ? (
            <div className={f.actions}>
              {order.nextStatuses.map((next) => (
                <Button key={next} variant={next === "cancelled" ? "ghost" : "primary"} loading={busy === next}
                  onClick={() => void change(next, { status: next }, `Order #${order.id}: ${ORDER_STATUS_LABELS[next]}`)}>
                  {MOVE_LABELS[next] ?? ORDER_STATUS_LABELS[next]}
                </Button>
              ))}
              {order.refundable && <RefundDialog order={order} />}
            </div>
          ) : <p className={f.muted}>This order is closed.</p>}
        </section>
        <PrintOrdersPanel order={order} />
        <section className={f.panel} aria-labelledby="customer-title">
          <h2 id="customer-title" className={f.panelTitle}>Customer</h2>
          <p>{order.customerName}<br /><a href={`mailto:${order.email}`}>{order.email}</a>{order.phone && <><br />{order.phone}</>}</p>
          <h3 className={f.panelTitle}>Ship to</h3>
          <Address address={order.shippingAddress} />
          <h3 className={f.panelTitle}>Bill to</h3>
          {order.billingAddress ? <Address address={order.billingAddress} /> : <p className={f.muted}>Same as shipping</p>}
        </section>
        <section className={f.panel} aria-labelledby="payment-title">
          <h2 id="payment-title" className={f.panelTitle}>Payment</h2>
          <p className={f.muted}>
            Placed {dateTime.format(new Date(order.createdAt))}
            {order.paidAt && <><br />Paid {dateTime.format(new Date(order.paidAt))}</>}
            {order.paymentProvider && <><br />Through {order.paymentProvider === "test" ? "the test provider (no real charge)" : "Stripe"}</>}
            {order.paymentIntentId && <><br />Payment {order.paymentIntentId}</>}
          </p>
        </section>
      </div>
    </div>
  );
}

/** /admin/orders/:id: one order, its status moves, notes and refund. */
export default function OrderPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error } = useAdminOrder(valid ? id : null);
  usePageTitle(valid ? `Order #${id}` : "Order");
  return (
    <>
      <PageHeader title={`Order #${valid ? id : "?"}`} intro={data ? `${data.customerName} · ${formatAmount(data.totalCents)}` : undefined} />
      <LoadState what="order" error={valid ? error : new Error("Not an order number")} ready={Boolean(data)} back="/admin/orders">
        {data && <OrderDetail order={data} />}
      </LoadState>
    </>
  );
}
