import type { Order, OrderStatus } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";

export interface OrderRow {
  id: number; status: OrderStatus; subtotalCents: number; shippingCents: number; totalCents: number; customerName: string;
  customerEmail: string; phone: string | null; notes: string; shippingAddress: Record<string, string>;
  billingAddress: Record<string, string> | null; paymentProvider: string | null; paymentIntentId: string | null;
  cartToken: string | null; zoneName: string | null; paidAt: Date | null; createdAt: Date; updatedAt: Date;
}

/** An order's stored row and the buyer's view of it (items, totals, where it goes), or null when there is none. */
export async function loadOrder(db: Db, id: number): Promise<{ row: OrderRow; order: Order } | null> {
  const [row] = await db<OrderRow[]>`
    select o.id, o.status, o.subtotal_cents, o.shipping_cents, o.total_cents, o.customer_name, o.customer_email, o.phone,
      o.notes, o.shipping_address, o.billing_address, o.payment_provider, o.payment_intent_id, o.cart_token, o.paid_at,
      o.created_at, o.updated_at, z.name as zone_name
    from orders o left join shipping_zones z on z.id = o.shipping_zone_id where o.id = ${id}`;
  if (!row) return null;
  const items = await db<Order["items"]>`
    select product_id, variant_id, item_type, title as product_title, variant_name, quantity, edition_number, unit_price_cents
    from order_items where order_id = ${id} order by id`;
  const a = row.shippingAddress;
  const order: Order = {
    id: row.id, status: row.status, items, subtotalCents: row.subtotalCents, shippingCents: row.shippingCents,
    totalCents: row.totalCents, shippingZone: row.zoneName, shippingName: a.name ?? "",
    shippingStreet: [a.street, a.apartment].filter(Boolean).join(", "), shippingCity: a.city ?? "", shippingState: a.state ?? "",
    shippingZip: a.zip ?? "", shippingCountry: a.country ?? "", email: row.customerEmail, createdAt: row.createdAt.toISOString(),
  };
  return { row, order };
}

/**
 * One order as its buyer sees it. Only the browser whose cart placed it (`cartToken`) may read it; for anyone else
 * it does not exist (404, so order ids cannot be probed). The owner reads orders through get-admin-order.ts.
 */
export async function getOrder(db: Db, id: number, access: { cartToken: string }): Promise<Order> {
  const loaded = await loadOrder(db, id);
  if (!loaded || loaded.row.cartToken !== access.cartToken) throw new AppError("not_found", "Order not found");
  return loaded.order;
}
