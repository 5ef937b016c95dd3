import { formatAmount, type Order } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { log } from "../../log.ts";
import { loadOrder, type OrderRow } from "../sales/get-order.ts";
import { ownerAddress } from "./owner-address.ts";
import { queueTemplateMail } from "./queue-mail.ts";

const itemLines = (order: Order) =>
  order.items.map((i) => {
    const title = i.variantName ? `${i.productTitle}, ${i.variantName}` : i.productTitle;
    const edition = i.editionNumber ? ` (edition ${i.editionNumber})` : i.itemType === "originals" ? " (original)" : "";
    return `${i.quantity} × ${title}${edition} — ${formatAmount(i.unitPriceCents * i.quantity)}`;
  }).join("\n");

const addressLines = (row: OrderRow) => {
  const a = row.shippingAddress;
  return [a.name, [a.street, a.apartment].filter(Boolean).join(", "), `${a.city ?? ""}, ${a.state ?? ""} ${a.zip ?? ""}`.trim(), a.country]
    .filter((line) => line && line !== ",").join("\n");
};

async function load(db: Db, orderId: number) {
  const loaded = await loadOrder(db, orderId);
  if (!loaded) log.warn("order mail skipped: no such order", { orderId });
  return loaded;
}

/** A paid order: the confirmation to the buyer and the new-order notice to the studio. */
export async function queueOrderPaidMails(db: Db, orderId: number, publicUrl: string): Promise<void> {
  const loaded = await load(db, orderId);
  if (!loaded) return;
  const { row, order } = loaded;
  const common = { orderId: String(order.id), customerName: row.customerName, items: itemLines(order), total: formatAmount(order.totalCents), shippingAddress: addressLines(row) };
  await queueTemplateMail(db, "order_confirmation", {
    ...common, subtotal: formatAmount(order.subtotalCents), shipping: formatAmount(order.shippingCents), siteUrl: publicUrl,
  }, { to: row.customerEmail, dedupeKey: `order_confirmation:${order.id}` });
  const owner = await ownerAddress(db);
  if (!owner) return log.warn("new-order notice not sent: set a contact email in the site settings", { orderId });
  await queueTemplateMail(db, "order_notice", {
    ...common, customerEmail: row.customerEmail, notes: row.notes || "none", adminUrl: `${publicUrl}/admin/orders/${order.id}`,
  }, { to: owner, replyTo: row.customerEmail, dedupeKey: `order_notice:${order.id}` });
}

/** A refunded order: the buyer is told; when the refund was automatic (the item was gone), the studio is told too. */
export async function queueOrderRefundedMails(
  db: Db,
  refund: { orderId: number; reason: string; automatic: boolean },
  publicUrl: string,
): Promise<void> {
  const loaded = await load(db, refund.orderId);
  if (!loaded) return;
  const { row, order } = loaded;
  const common = { orderId: String(order.id), customerName: row.customerName, total: formatAmount(order.totalCents) };
  await queueTemplateMail(db, "order_refunded", {
    ...common,
    reason: refund.automatic ? "An item in your order was sold while your payment was being processed." : "",
  }, { to: row.customerEmail, dedupeKey: `order_refunded:${order.id}` });
  if (!refund.automatic) return;
  const owner = await ownerAddress(db);
  if (!owner) return log.warn("auto-refund notice not sent: set a contact email in the site settings", { orderId: order.id });
  await queueTemplateMail(db, "payment_auto_refunded", {
    ...common, customerEmail: row.customerEmail, reason: refund.reason, adminUrl: `${publicUrl}/admin/orders/${order.id}`,
  }, { to: owner, dedupeKey: `payment_auto_refunded:${order.id}` });
}
