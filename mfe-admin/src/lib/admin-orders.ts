import type { AdminOrder, AdminOrderList, OrderStatus, OrderUpdate, PrintProviderName } from "@studio/contracts";
import { api, useApi } from "@studio/sdk";
import { changed } from "./admin-api.ts";
import { listPath } from "./list-path.ts";

/** Orders touch stock and artworks (refunds can restock): refresh those lists too. */
const ORDER_KEYS = ["/api/admin/orders", "/api/admin/products", "/api/admin/artworks", "/api/products", "/api/artworks"];

export interface OrderQuery {
  status: OrderStatus | "";
  q: string;
  page: number;
}

export const useAdminOrders = (query: OrderQuery) => useApi<AdminOrderList>(listPath("/api/admin/orders", query));
export const useAdminOrder = (id: number | null) => useApi<AdminOrder>(id ? `/api/admin/orders/${id}` : null);

export const updateOrder = (id: number, update: OrderUpdate) => changed(api.patch<AdminOrder>(`/api/admin/orders/${id}`, update), ORDER_KEYS);
export const refundOrder = (id: number, input: { restock: boolean; reason: string }) =>
  changed(api.post<AdminOrder>(`/api/admin/orders/${id}/refund`, input), ORDER_KEYS);
/** Sends a failed print-on-demand share to its provider again (the same idempotent send as on payment). */
export const retryPrintOrder = (id: number, provider: PrintProviderName) =>
  changed(api.post<AdminOrder>(`/api/admin/orders/${id}/print/${provider}/retry`, {}), ORDER_KEYS);
