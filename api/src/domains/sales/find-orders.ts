import type { AdminOrderList, OrderStatus } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { containsPattern } from "../../db/like.ts";
import { isoUtc } from "../../db/iso-time.ts";

export const ORDERS_PAGE_SIZE = 25;

/** The admin's order list: newest first, filtered by status, searched by number, name or e-mail, 25 a page. */
export async function findOrders(db: Db, query: { status?: OrderStatus; q?: string; page: number }): Promise<AdminOrderList> {
  const q = query.q?.replace(/^#/, "") ?? "";
  const byNumber = /^\d+$/.test(q) ? Number(q) : null;
  const pattern = containsPattern(q);
  const where = db`
    where (${query.status ?? null}::text is null or o.status = ${query.status ?? null})
      and (${q} = '' or o.id = ${byNumber} or o.customer_name ilike ${pattern} or o.customer_email ilike ${pattern})`;
  const [{ total }] = await db<{ total: number }[]>`select count(*)::int as total from orders o ${where}`;
  const orders = await db<AdminOrderList["orders"]>`
    select o.id, o.customer_name, o.customer_email, o.status, o.total_cents, o.payment_provider,
      ${db.unsafe(isoUtc("o.created_at"))} as created_at,
      coalesce((select sum(quantity) from order_items i where i.order_id = o.id), 0)::int as item_count
    from orders o ${where}
    order by o.created_at desc, o.id desc
    limit ${ORDERS_PAGE_SIZE} offset ${(query.page - 1) * ORDERS_PAGE_SIZE}`;
  return { orders, total, page: query.page, pageSize: ORDERS_PAGE_SIZE };
}
