import { DASHBOARD_TOP, type Dashboard, LOW_STOCK_AT, TO_FULFIL_STATUSES } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

type Attention = Dashboard["attention"];

/**
 * What waits for the owner now: paid orders not yet sent, unread messages, commission requests by stage, and
 * prints and merchandise running low (originals are one of a kind; print-on-demand items have no stock of ours).
 */
export async function findAttention(db: Db): Promise<Attention> {
  const [counts] = await db<Omit<Attention, "lowStock">[]>`
    select
      (select count(*)::int from orders where status = any(${TO_FULFIL_STATUSES as string[]}::text[])) as orders_to_fulfil,
      (select count(*)::int from contact_messages where read_at is null) as unread_inquiries,
      (select count(*)::int from commission_requests where status = 'pending') as new_commission_requests,
      (select count(*)::int from commission_requests where status in ('quoted', 'accepted', 'in_progress')) as open_commission_requests`;

  const lowStock = await db<Attention["lowStock"]>`
    select product_id, title, variant_name, stock from (
      select p.id as product_id, p.title, null::text as variant_name, p.stock
      from products p
      where p.type <> 'originals' and p.available and p.printful_product_id is null and p.stock <= ${LOW_STOCK_AT}
        and not exists (select 1 from product_variants v where v.product_id = p.id)
      union all
      select p.id, p.title, v.variant_name, v.stock
      from product_variants v join products p on p.id = v.product_id
      where p.type <> 'originals' and p.available and v.available and p.printful_product_id is null
        and v.printful_variant_id is null and v.stock <= ${LOW_STOCK_AT}
    ) low order by stock, title, variant_name limit ${DASHBOARD_TOP * 2}`;

  return { ...counts, lowStock };
}
