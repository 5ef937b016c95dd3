import type { Bus, DomainEvent, Subscription } from "@studio/events";
import { log } from "../../log.ts";
import { type PrintOrderDeps, sendPrintOrders } from "./send-print-orders.ts";

/** Events older than this are not acted on (a consumer created late must not send last month's orders). */
const STALE_AFTER_MS = 7 * 24 * 3600_000;

/**
 * A paid order's print-on-demand lines go to their providers. Safe to run twice, or twice at once, for the same event:
 * sendToProvider sends each provider's share once. Orders paid before print orders were sent automatically (migration
 * 013 records when) were placed by hand and are left alone.
 */
export async function printOrdersForEvent(deps: PrintOrderDeps, event: DomainEvent): Promise<void> {
  if (event.type !== "order.paid") return;
  const { id } = event.data as DomainEvent<"order.paid">["data"];
  if (Date.now() - Date.parse(event.occurredAt) > STALE_AFTER_MS) {
    return log.warn("stale order.paid not sent to print providers", { orderId: id, occurredAt: event.occurredAt });
  }
  const [before] = await deps.sql<{ id: number }[]>`select o.id from orders o join api_configurations c on c.key = 'print_orders_since'
    where o.id = ${id} and o.paid_at < c.value::timestamptz`;
  if (before) return log.info("order paid before automatic print orders: not sent", { orderId: id });
  await sendPrintOrders(deps, id);
}

/**
 * The print-on-demand side of the domain: one durable subscriber ("print-orders", shared by every API instance).
 * A provider outage is thrown, so the bus redelivers; a permanent failure is recorded for the owner.
 */
export function subscribePrintOrders(
  deps: Omit<PrintOrderDeps, "publicUrl">,
  bus: Bus,
  publicUrl: () => string,
): Promise<Subscription> {
  return bus.subscribe((event) => printOrdersForEvent({ ...deps, publicUrl: publicUrl() }, event), { durable: "print-orders" });
}
