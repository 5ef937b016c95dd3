import { type AdminOrder, ORDER_TRANSITIONS, REFUNDABLE_STATUSES, type OrderStatus } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { getOrder } from "./get-order.ts";

/** One order with everything the owner needs: addresses, contact, payment, notes and the moves open to it. */
export async function getAdminOrder(db: Db, id: number): Promise<AdminOrder> {
  const [row] = await db<{
    customerName: string; phone: string | null; notes: string; shippingAddress: Record<string, string>;
    billingAddress: Record<string, string> | null; paymentProvider: string | null; paymentIntentId: string | null;
    paidAt: Date | null; updatedAt: Date; status: OrderStatus;
  }[]>`select customer_name, phone, notes, shipping_address, billing_address, payment_provider, payment_intent_id,
      paid_at, updated_at, status from orders where id = ${id}`;
  if (!row) throw new AppError("not_found", "Order not found");
  const order = await getOrder(db, id, "admin");
  return {
    ...order, customerName: row.customerName, phone: row.phone, notes: row.notes, shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress, paymentProvider: row.paymentProvider, paymentIntentId: row.paymentIntentId,
    paidAt: row.paidAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString(),
    nextStatuses: [...ORDER_TRANSITIONS[row.status]], refundable: REFUNDABLE_STATUSES.includes(row.status),
  };
}
