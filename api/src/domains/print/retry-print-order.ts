import { PRINT_PROVIDER_LABELS, type PrintProviderName, TO_FULFIL_STATUSES } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import { AppError } from "../../errors.ts";
import { loadPrintOrderLines } from "./print-order-lines.ts";
import { type PrintOrderDeps, sendToProvider } from "./send-print-orders.ts";

/**
 * The owner's "Send to Printful again": the same idempotent send as on payment (it finds an order the provider
 * already has instead of creating a second). Audited with its outcome; a failure comes back with the owner's message.
 */
export async function retryPrintOrder(deps: PrintOrderDeps, orderId: number, provider: PrintProviderName, actor: Actor): Promise<void> {
  const label = PRINT_PROVIDER_LABELS[provider];
  const loaded = await loadPrintOrderLines(deps.sql, orderId);
  if (!loaded) throw new AppError("not_found", "Order not found");
  if (!loaded.byProvider.has(provider)) throw new AppError("not_found", `Nothing in this order is printed by ${label}`);
  if (!TO_FULFIL_STATUSES.includes(loaded.status)) throw new AppError("conflict", `Only a paid order waiting to be sent goes to ${label}`);
  const [row] = await deps.sql<{ status: string }[]>`select status from print_orders where order_id = ${orderId} and provider = ${provider}`;
  if (row && row.status !== "pending" && row.status !== "failed") throw new AppError("conflict", `${label} has this order already`);
  try {
    const outcome = await sendToProvider(deps, orderId, provider, loaded);
    await audit(deps.sql, actor, "retry", "print_order", `${orderId}:${provider}`, { ok: true, outcome });
    if (outcome === "skipped") throw new AppError("conflict", `This order is being sent to ${label} right now. Reload in a minute.`);
  } catch (err) {
    if (!(err instanceof AppError && err.code === "conflict")) {
      await audit(deps.sql, actor, "retry", "print_order", `${orderId}:${provider}`, { ok: false, error: String((err as Error).message) });
    }
    throw err;
  }
}
