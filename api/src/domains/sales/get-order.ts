import type { Order, OrderStatus } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";

interface OrderRow {
  id: number; status: OrderStatus; subtotalCents: number; shippingCents: number; totalCents: number; customerEmail: string;
  shippingAddress: Record<string, string>; zoneName: string | null; cartToken: string | null; createdAt: Date;
}

/**
 * One order as its buyer sees it. Only the browser whose cart placed it (`cartToken`) may read it, and the owner
 * (`"admin"`, behind the admin guard); for anyone else it does not exist (404, so order ids cannot be probed).
 */
export async function getOrder(db: Db, id: number, access: { cartToken: string } | "admin"): Promise<Order> {
  const [order] = await db<OrderRow[]>`
    select o.id, o.status, o.subtotal_cents, o.shipping_cents, o.total_cents, o.customer_email, o.shipping_address,
      o.cart_token, o.created_at, z.name as zone_name
    from orders o left join shipping_zones z on z.id = o.shipping_zone_id where o.id = ${id}`;
  if (!order || (access !== "admin" && order.cartToken !== access.cartToken)) throw new AppError("not_found", "Order not found");
  const items = await db<Order["items"]>`
    select product_id, variant_id, item_type, title as product_title, variant_name, quantity, edition_number, unit_price_cents
    from order_items where order_id = ${id} order by id`;
  const a = order.shippingAddress;
  return {
    id: order.id, status: order.status, items, subtotalCents: order.subtotalCents, shippingCents: order.shippingCents,
    totalCents: order.totalCents, shippingZone: order.zoneName, shippingName: a.name ?? "",
    shippingStreet: [a.street, a.apartment].filter(Boolean).join(", "), shippingCity: a.city ?? "", shippingState: a.state ?? "",
    shippingZip: a.zip ?? "", shippingCountry: a.country ?? "", email: order.customerEmail, createdAt: order.createdAt.toISOString(),
  };
}
