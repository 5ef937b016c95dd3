import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus, type OrderUpdate } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";

/** The owner moves an order along the status machine and/or edits its notes; every change is audited. */
export async function updateOrder(sql: Sql, id: number, update: OrderUpdate, actor: Actor): Promise<void> {
  await transact(sql, async (tx, emit) => {
    const [order] = await tx<{ status: OrderStatus; notes: string }[]>`select status, notes from orders where id = ${id} for update`;
    if (!order) throw new AppError("not_found", "Order not found");
    if (update.status !== undefined && update.status !== order.status) {
      if (!ORDER_TRANSITIONS[order.status].includes(update.status)) {
        throw new AppError("conflict", `An order that is "${ORDER_STATUS_LABELS[order.status]}" cannot become "${ORDER_STATUS_LABELS[update.status]}"`,
          { status: "Not allowed from the current status" });
      }
      if (update.status === "cancelled") {
        // An unpaid order gives its held originals back at once.
        await tx`update reservations set released_at = now() where order_id = ${id} and released_at is null`;
      }
    }
    await tx`update orders set status = ${update.status ?? order.status}, notes = ${update.notes ?? order.notes}, updated_at = now()
      where id = ${id}`;
    await audit(tx, actor, "update", "order", String(id), { from: order.status, ...update });
    emit("order.updated", { id });
  });
}
