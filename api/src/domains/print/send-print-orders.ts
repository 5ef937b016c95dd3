import { PRINT_PROVIDER_LABELS, type PrintProviderName, TO_FULFIL_STATUSES } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import { choosePrintProvider, type PrintDeps } from "./choose-print-provider.ts";
import { loadPrintOrderLines, type PrintOrderLines, providerItems, toRecipient } from "./print-order-lines.ts";
import { ProviderOutage } from "./provider-http.ts";

export interface PrintOrderDeps extends PrintDeps {
  sql: Sql;
  /** The site's public address: print files are downloaded by the provider from there. */
  publicUrl: string;
}

/** Our id for an order at every provider (Printful external_id, Gooten SourceId). */
export const externalIdOf = (orderId: number) => `studio-${orderId}`;

/** "sent": the provider has the order now; "skipped": it had it already, or someone else is sending it right now. */
export type SendOutcome = "sent" | "skipped";

/** A failure that may pass by itself (the bus redelivers the event): a provider outage or our own database. */
export const isRetryable = (err: unknown) => err instanceof ProviderOutage || !(err instanceof AppError);

/**
 * Sends one provider's share of a paid order, exactly once however often it is called, concurrently or after a crash:
 * the (order, provider) row is claimed with one conditional UPDATE and a lease longer than the two provider calls;
 * the provider is asked for an order with our external id before one is created (a crash after the provider accepted
 * but before we wrote finds it). A failure is written on the row for the owner (and logged), then thrown.
 */
export async function sendToProvider(deps: PrintOrderDeps, orderId: number, provider: PrintProviderName, loaded: PrintOrderLines): Promise<SendOutcome> {
  const { sql } = deps;
  const externalId = externalIdOf(orderId);
  const leaseSeconds = Math.ceil((deps.config.PRINT_PROVIDER_TIMEOUT_MS * 2) / 1000) + 30;
  await sql`insert into print_orders (order_id, provider, external_id) values (${orderId}, ${provider}, ${externalId})
    on conflict (order_id, provider) do nothing`;
  const [claimed] = await sql<{ id: number; attempts: number }[]>`
    update print_orders set claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1, updated_at = now()
    where order_id = ${orderId} and provider = ${provider} and status in ('pending', 'failed')
      and (claimed_until is null or claimed_until < now())
    returning id, attempts`;
  if (!claimed) return "skipped";
  try {
    const client = await choosePrintProvider(deps, provider, { requireEnabled: true });
    const items = providerItems(provider, loaded.byProvider.get(provider) ?? [], deps.publicUrl);
    const recipient = toRecipient(loaded.recipient);
    const found = await client.findOrder(externalId);
    const { providerOrderId } = found ?? await client.createOrder({ externalId, recipient, items });
    await transact(sql, async (tx, emit) => {
      await tx`update print_orders set status = 'submitted', provider_order_id = ${providerOrderId}, last_error = null,
        claimed_until = null, submitted_at = now(), updated_at = now() where id = ${claimed.id}`;
      if (provider === "printful") await tx`update orders set printful_order_id = ${providerOrderId}, updated_at = now() where id = ${orderId}`;
      else await tx`update orders set gooten_order_id = ${providerOrderId}, updated_at = now() where id = ${orderId}`;
      emit("order.updated", { id: orderId });
    });
    log.info("print order sent", { orderId, provider, providerOrderId, foundExisting: Boolean(found) });
    return "sent";
  } catch (err) {
    const label = PRINT_PROVIDER_LABELS[provider];
    const message = err instanceof AppError ? err.message : `Sending to ${label} failed on our side; it is tried again automatically, or send it again.`;
    const context = { orderId, provider, attempt: claimed.attempts, retryable: isRetryable(err), err: String(err) };
    if (isRetryable(err)) log.warn("print order not sent (will be retried)", context);
    else log.error("print order not sent: waits for the owner", context);
    await sql`update print_orders set status = 'failed', last_error = ${message}, claimed_until = null, updated_at = now()
      where id = ${claimed.id} and status in ('pending', 'failed')`
      .catch((writeErr) => log.error("print order failure not recorded", { orderId, provider, err: String(writeErr) }));
    throw err;
  }
}

/**
 * Sends every provider's share of a paid order (an order.paid event). A refused key, a refused order or a line without
 * a provider variant is recorded on the order and waits for the owner's retry; an outage is thrown so the bus
 * redelivers the event (the other providers' shares are sent first).
 */
export async function sendPrintOrders(deps: PrintOrderDeps, orderId: number): Promise<void> {
  const loaded = await loadPrintOrderLines(deps.sql, orderId);
  if (!loaded || loaded.byProvider.size === 0) return;
  if (!TO_FULFIL_STATUSES.includes(loaded.status)) {
    return log.info("print order not sent: the order is no longer waiting to be fulfilled", { orderId, status: loaded.status });
  }
  let retry: unknown = null;
  for (const provider of loaded.byProvider.keys()) {
    try {
      await sendToProvider(deps, orderId, provider, loaded);
    } catch (err) {
      if (isRetryable(err)) retry ??= err;
    }
  }
  if (retry) throw retry;
}
