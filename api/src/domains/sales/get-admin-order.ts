import { type AdminOrder, ORDER_TRANSITIONS, REFUNDABLE_STATUSES } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { findPrintOrders } from "../print/find-print-orders.ts";
import { loadOrder } from "./get-order.ts";

/**
 * One order with everything the owner needs: addresses, contact, payment, notes, the moves open to it and its
 * print-on-demand shares (status, provider ids, error, tracking).
 */
export async function getAdminOrder(db: Db, id: number): Promise<AdminOrder> {
  const loaded = await loadOrder(db, id);
  if (!loaded) throw new AppError("not_found", "Order not found");
  const { row, order } = loaded;
  return {
    ...order, customerName: row.customerName, phone: row.phone, notes: row.notes, shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress, paymentProvider: row.paymentProvider, paymentIntentId: row.paymentIntentId,
    paidAt: row.paidAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString(),
    nextStatuses: [...ORDER_TRANSITIONS[row.status]], refundable: REFUNDABLE_STATUSES.includes(row.status),
    printOrders: await findPrintOrders(db, id),
  };
}
