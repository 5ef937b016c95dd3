import type { PrintOrder } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

/** An order's print-on-demand shares, one per provider, for the owner's order page. */
export async function findPrintOrders(db: Db, orderId: number): Promise<PrintOrder[]> {
  const rows = await db<(Omit<PrintOrder, "submittedAt" | "shippedAt"> & { submittedAt: Date | null; shippedAt: Date | null })[]>`
    select provider, status, external_id, provider_order_id, attempts, last_error, tracking_number, tracking_url, carrier,
      submitted_at, shipped_at
    from print_orders where order_id = ${orderId} order by provider`;
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt?.toISOString() ?? null, shippedAt: r.shippedAt?.toISOString() ?? null }));
}
