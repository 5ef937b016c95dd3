import { useState } from "react";
import { type AdminOrder, PRINT_PROVIDER_LABELS, type PrintOrder, type PrintOrderStatus } from "@studio/contracts";
import { Badge, type BadgeTone, Button, useToast } from "@studio/design-system";
import { errorMessage } from "@studio/sdk";
import { retryPrintOrder } from "../lib/admin-orders.ts";
import * as f from "../components/form.css.ts";

const STATUS: Record<PrintOrderStatus, [string, BadgeTone]> = {
  pending: ["Being sent", "neutral"], submitted: ["Sent", "accent"], failed: ["Not sent", "danger"], shipped: ["Shipped", "success"],
};

function PrintOrderRow({ orderId, share }: { orderId: number; share: PrintOrder }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const label = PRINT_PROVIDER_LABELS[share.provider];
  const [status, tone] = STATUS[share.status];
  const retry = async () => {
    setBusy(true);
    try {
      await retryPrintOrder(orderId, share.provider);
      toast({ title: `Order #${orderId} sent to ${label}`, variant: "success" });
    } catch (error) {
      toast({ title: `Could not send to ${label}`, description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={f.section}>
      <h3 className={f.panelTitle}>{label} <Badge tone={tone}>{status}</Badge></h3>
      <p className={f.muted}>
        {share.providerOrderId ? <>{label} order {share.providerOrderId}</> : <>Our reference {share.externalId}</>}
        {share.trackingNumber && (
          <><br />Tracking {share.carrier ? `${share.carrier} ` : ""}
            {share.trackingUrl ? <a href={share.trackingUrl} target="_blank" rel="noreferrer">{share.trackingNumber}</a> : share.trackingNumber}</>
        )}
      </p>
      {share.status === "failed" && (
        <>
          {share.lastError && <p className={f.sectionError} role="alert">{share.lastError}</p>}
          <div><Button variant="secondary" loading={busy} onClick={() => void retry()}>Send to {label} again</Button></div>
        </>
      )}
    </div>
  );
}

/** The order's print-on-demand shares: where each provider is with it, tracking, and a retry when sending failed. */
export function PrintOrdersPanel({ order }: { order: AdminOrder }) {
  if (order.printOrders.length === 0) return null;
  return (
    <section className={f.panel} aria-labelledby="print-title">
      <h2 id="print-title" className={f.panelTitle}>Print on demand</h2>
      {order.printOrders.map((share) => <PrintOrderRow key={share.provider} orderId={order.id} share={share} />)}
    </section>
  );
}
