import { useState } from "react";
import { ORDER_STATUS_LABELS, ZOrderStatus, type OrderStatus } from "@studio/contracts";
import { Button, Skeleton } from "@studio/design-system";
import { formatAmount, usePageTitle, useRouterLink } from "@studio/sdk";
import { ListFilters } from "../components/list-filters.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { Pager } from "../components/pager.tsx";
import { useAdminOrders, type OrderQuery } from "../lib/admin-orders.ts";
import { OrderStatusBadge } from "../orders/order-status-badge.tsx";
import type { AdminOrderSummary } from "@studio/contracts";
import * as s from "../orders/orders.css.ts";

const STATUS_OPTIONS = [{ value: "", label: "All statuses" },
  ...ZOrderStatus.options.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))];

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function OrderRow({ order }: { order: AdminOrderSummary }) {
  const link = useRouterLink(`/admin/orders/${order.id}`);
  return (
    <tr>
      <td><a {...link} className={s.orderLink}>#{order.id}</a></td>
      <td className={s.mutedCell}>{dateTime.format(new Date(order.createdAt))}</td>
      <td>
        <span className={s.name}>{order.customerName}</span>
        <span className={s.muted}>{order.customerEmail}</span>
      </td>
      <td className={s.number}>{order.itemCount}</td>
      <td className={s.number}>{formatAmount(order.totalCents)}</td>
      <td><OrderStatusBadge status={order.status} /></td>
    </tr>
  );
}

/** /admin/orders: every order, newest first, filtered by status and searched by number, name or e-mail. */
export default function OrdersPage() {
  usePageTitle("Orders");
  const [query, setQuery] = useState<OrderQuery>({ status: "", q: "", page: 1 });
  const { data, error, isLoading } = useAdminOrders(query);


  return (
    <>
      <PageHeader title="Orders" intro="Every order placed in the shop, newest first." />
      <ListFilters searchLabel="Search by order number, name or e-mail" onSearch={(q) => setQuery({ ...query, q, page: 1 })}
        filterLabel="Status" options={STATUS_OPTIONS} filter={query.status} onFilter={(status) => setQuery({ ...query, status, page: 1 })} />
      {error && <p role="alert" className={s.empty}>The orders could not be loaded: {error.message}</p>}
      {isLoading && <Skeleton variant="text" lines={8} />}
      {data && data.orders.length === 0 && (
        <p className={s.empty}>{query.q || query.status ? "No order matches this search." : "No orders yet. They appear here as soon as a collector checks out."}</p>
      )}
      {data && data.orders.length > 0 && (
        <>
          <div className={s.tableWrap}>
            <table className={s.table}>
              <caption className={s.caption}>{data.total} {data.total === 1 ? "order" : "orders"}</caption>
              <thead>
                <tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Customer</th>
                  <th scope="col" className={s.number}>Items</th><th scope="col" className={s.number}>Total</th><th scope="col">Status</th></tr>
              </thead>
              <tbody>{data.orders.map((order) => <OrderRow key={order.id} order={order} />)}</tbody>
            </table>
          </div>
          <Pager page={query.page} total={data.total} pageSize={data.pageSize} onPage={(n) => setQuery({ ...query, page: n })} />
        </>
      )}
    </>
  );
}
