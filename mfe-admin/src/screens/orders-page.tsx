import { useState } from "react";
import { ORDER_STATUS_LABELS, ZOrderStatus, type OrderStatus } from "@studio/contracts";
import { formatAmount, usePageTitle, useRouterLink } from "@studio/sdk";
import { ListFilters } from "../components/list-filters.tsx";
import { PagedTable } from "../components/paged-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
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
      <PagedTable what="orders" noun={["order", "orders"]} list={data} rows={data?.orders.length ?? 0} error={error} isLoading={isLoading}
        empty={query.q || query.status ? "No order matches this search." : "No orders yet. They appear here as soon as a collector checks out."}
        head={<tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Customer</th><th scope="col" className={s.number}>Items</th><th scope="col" className={s.number}>Total</th><th scope="col">Status</th></tr>}
        page={query.page} onPage={(n) => setQuery({ ...query, page: n })}>
        {data?.orders.map((order) => <OrderRow key={order.id} order={order} />)}
      </PagedTable>
    </>
  );
}
