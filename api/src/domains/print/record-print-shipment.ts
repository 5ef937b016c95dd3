import { formatAmount, ORDER_TRANSITIONS, type OrderStatus, type PrintProviderName } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { log } from "../../log.ts";
import { queueTemplateMail } from "../mail/queue-mail.ts";
import { loadPrintOrderLines } from "./print-order-lines.ts";

export interface PrintShipment {
  /** Our external id (Printful external_id, Gooten SourceId), if the provider sent it. */
  externalId: string | null;
  providerOrderId: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
  carrier: string | null;
}

export type ShipmentOutcome = "unknown_order" | "order_closed" | "repeated" | "recorded" | "order_shipped";

/** Orders a late shipment webhook must not touch: they are past shipping, or were given back. */
const CLOSED: readonly OrderStatus[] = ["delivered", "cancelled", "refunded"];

/**
 * A provider shipped its share of an order: the tracking is recorded on the share and the share is 'shipped'. When
 * every share is shipped and the studio sends nothing itself, the order moves to shipped by the admin's own rule
 * (ORDER_TRANSITIONS: from paid or processing, never backwards), order.updated is written and the buyer is mailed the
 * tracking once (dedupe key). A repeated webhook, or one for an order already delivered, cancelled or refunded,
 * changes nothing.
 */
export async function recordPrintShipment(sql: Sql, provider: PrintProviderName, shipment: PrintShipment, publicUrl: string): Promise<ShipmentOutcome> {
  return await transact(sql, async (tx, emit) => {
    const [share] = await tx<{ id: number; orderId: number; status: string; trackingNumber: string | null; orderStatus: OrderStatus }[]>`
      select po.id, po.order_id, po.status, po.tracking_number, o.status as order_status
      from print_orders po join orders o on o.id = po.order_id
      where po.provider = ${provider}
        and (po.external_id = ${shipment.externalId ?? ""} or po.provider_order_id = ${shipment.providerOrderId ?? ""})
      for update of po, o`;
    if (!share) {
      log.warn("print shipment for an order we do not know: ignored", { provider, ...shipment });
      return "unknown_order";
    }
    const orderId = share.orderId;
    if (CLOSED.includes(share.orderStatus)) {
      log.info("print shipment for a closed order: ignored", { provider, orderId, orderStatus: share.orderStatus });
      return "order_closed";
    }
    if (share.status === "shipped" && share.trackingNumber === shipment.trackingNumber) return "repeated";
    await tx`update print_orders set status = 'shipped', tracking_number = ${shipment.trackingNumber},
        tracking_url = ${shipment.trackingUrl}, carrier = ${shipment.carrier}, provider_order_id = coalesce(provider_order_id, ${shipment.providerOrderId}),
        last_error = null, claimed_until = null, shipped_at = coalesce(shipped_at, now()), updated_at = now()
      where id = ${share.id}`;
    emit("order.updated", { id: orderId });
    const shares = await tx<{ status: string; carrier: string | null; trackingNumber: string | null; trackingUrl: string | null }[]>`
      select status, carrier, tracking_number, tracking_url from print_orders where order_id = ${orderId} order by provider`;
    const lines = await loadPrintOrderLines(tx, orderId);
    const everythingShipped = shares.every((s) => s.status === "shipped") && lines?.ownLines === 0;
    if (!everythingShipped || !ORDER_TRANSITIONS[share.orderStatus].includes("shipped")) {
      log.info("print shipment recorded; the order's status stays with the owner", { provider, orderId, everythingShipped });
      return "recorded";
    }
    await tx`update orders set status = 'shipped', updated_at = now() where id = ${orderId}`;
    const [order] = await tx<{ customerName: string; customerEmail: string }[]>`select customer_name, customer_email from orders where id = ${orderId}`;
    const items = await tx<{ quantity: number; title: string; variantName: string | null; unitPriceCents: number }[]>`
      select quantity, title, variant_name, unit_price_cents from order_items where order_id = ${orderId} order by id`;
    await queueTemplateMail(tx, "order_shipped", {
      customerName: order.customerName, orderId: String(orderId),
      items: items.map((i) => `${i.quantity} × ${i.variantName ? `${i.title}, ${i.variantName}` : i.title} — ${formatAmount(i.unitPriceCents * i.quantity)}`).join("\n"),
      carrier: shipment.carrier ?? "", trackingNumber: shipment.trackingNumber, trackingUrl: shipment.trackingUrl ?? "",
      tracking: shares.map((s) => `${[s.carrier, s.trackingNumber].filter(Boolean).join(" ")}${s.trackingUrl ? `: ${s.trackingUrl}` : ""}`).join("\n"),
      siteUrl: publicUrl,
    }, { to: order.customerEmail, dedupeKey: `order_shipped:${orderId}` });
    log.info("order shipped by its print providers", { provider, orderId });
    return "order_shipped";
  });
}
