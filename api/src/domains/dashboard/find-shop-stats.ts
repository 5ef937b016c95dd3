import { DASHBOARD_TOP, type Dashboard, SOLD_STATUSES } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { bucketOfTime, bucketsOf, type DashboardRange } from "./dashboard-range.ts";

type Shop = Dashboard["shop"];

/**
 * Sales for the dashboard: orders paid within the range that still count as sold (refunded and cancelled ones are
 * left out), by the day they were paid; best sellers by quantity from their lines.
 */
export async function findShopStats(db: Db, range: DashboardRange): Promise<Shop> {
  const sold = db`o.paid_at >= ${range.start} and o.paid_at < ${range.end} and o.status = any(${SOLD_STATUSES as string[]}::text[])`;

  const series = await db<Shop["series"]>`
    select to_char(b.day, 'YYYY-MM-DD') as date, coalesce(t.revenue_cents, 0)::int as revenue_cents, coalesce(t.orders, 0)::int as orders
    from (${bucketsOf(db, range)}) b
    left join (
      select ${bucketOfTime(db, range, "o.paid_at")} as day, sum(o.total_cents) as revenue_cents, count(*) as orders
      from orders o where ${sold} group by 1
    ) t on t.day = b.day
    order by b.day`;

  const bestSellers = await db<Shop["bestSellers"]>`
    select max(coalesce(p.title, i.title)) as title, i.product_id, sum(i.quantity)::int as quantity,
      sum(i.quantity * i.unit_price_cents)::int as revenue_cents
    from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
    where ${sold}
    group by i.product_id, case when i.product_id is null then i.title end
    order by quantity desc, revenue_cents desc, title limit ${DASHBOARD_TOP}`;

  const revenueCents = series.reduce((sum, day) => sum + day.revenueCents, 0);
  const orders = series.reduce((sum, day) => sum + day.orders, 0);
  return { revenueCents, orders, averageOrderCents: orders ? Math.round(revenueCents / orders) : null, series, bestSellers };
}
