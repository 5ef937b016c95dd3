import { AWAITING_PAYMENT_STATUSES, type OrderStatus } from "@studio/contracts";
import type { Sql, Tx } from "../../db/connect.ts";
import type { Emit } from "../../db/transact.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";

export type PaidOutcome =
  | { outcome: "paid"; orderId: number }
  /** Paid, refunded or otherwise settled already (its status now): a repeated delivery changes nothing. */
  | { outcome: "already_settled"; orderId: number; status: OrderStatus }
  /** The money arrived but what it paid for is gone (a lost hold, sold-out stock): the caller refunds it. */
  | { outcome: "unfulfillable"; orderId: number; reason: string };

interface ItemRow { productId: number | null; variantId: number | null; artworkId: number | null; itemType: string; title: string; quantity: number }

class Unfulfillable extends Error {}

/** Takes what the order bought out of stock, or throws Unfulfillable (the transaction then changes nothing). */
async function takeStock(tx: Tx, emit: Emit, orderId: number, cartToken: string | null) {
  const items = await tx<ItemRow[]>`select product_id, variant_id, artwork_id, item_type, title, quantity
    from order_items where order_id = ${orderId} order by product_id`;
  for (const item of items) {
    if (item.productId === null) throw new Unfulfillable(`${item.title} was removed from the shop`);
    if (item.itemType === "originals") {
      // Sold to this order only if nobody else holds it now; a hold of ours that lapsed is fine if it is still here.
      const sold = await tx`update products set stock = 0, updated_at = now()
        where id = ${item.productId} and stock = 1 and not exists (
          select 1 from reservations r where r.product_id = ${item.productId} and r.released_at is null
            and r.expires_at > now() and r.cart_token is distinct from ${cartToken})
        returning id`;
      if (!sold.length) throw new Unfulfillable(`${item.title} was sold to someone else`);
      await tx`update reservations set released_at = now(), order_id = ${orderId}
        where product_id = ${item.productId} and released_at is null`;
      if (item.artworkId !== null) {
        await tx`update artworks set status = 'sold', updated_at = now() where id = ${item.artworkId}`;
        emit("artwork.updated", { id: item.artworkId });
      }
      emit("reservation.changed", { productId: item.productId });
    } else {
      const taken = item.variantId !== null
        ? await tx`update product_variants set stock = stock - ${item.quantity}, updated_at = now()
            where id = ${item.variantId} and stock >= ${item.quantity} returning id`
        : await tx`update products set stock = stock - ${item.quantity}, updated_at = now()
            where id = ${item.productId} and stock >= ${item.quantity} returning id`;
      if (!taken.length) throw new Unfulfillable(`${item.title} sold out before the payment arrived`);
    }
    emit("product.updated", { id: item.productId });
  }
}

/**
 * THE path by which an order becomes paid, whatever the provider (Stripe webhook, Stripe confirmation, the test
 * provider). Idempotent: a repeat for a paid order changes nothing. The order row is locked, so two deliveries of
 * the same payment cannot both take stock.
 */
export async function markOrderPaid(
  sql: Sql,
  input: { orderId: number; provider: string; paymentIntentId: string; amountCents: number },
): Promise<PaidOutcome> {
  try {
    return await transact(sql, async (tx, emit) => {
      const [order] = await tx<{ status: OrderStatus; totalCents: number; cartToken: string | null; paymentIntentId: string | null }[]>`
        select status, total_cents, cart_token, payment_intent_id from orders where id = ${input.orderId} for update`;
      if (!order) throw new AppError("not_found", "Order not found");
      if (!AWAITING_PAYMENT_STATUSES.includes(order.status)) return { outcome: "already_settled", orderId: input.orderId, status: order.status } as const;
      if (order.paymentIntentId && order.paymentIntentId !== input.paymentIntentId) {
        throw new AppError("conflict", "This payment does not belong to this order");
      }
      if (input.amountCents !== order.totalCents) {
        throw new Unfulfillable(`the payment (${input.amountCents} cents) does not match the order total (${order.totalCents} cents)`);
      }
      await takeStock(tx, emit, input.orderId, order.cartToken);
      await tx`update orders set status = 'paid', paid_at = now(), updated_at = now(), payment_provider = ${input.provider},
        payment_intent_id = ${input.paymentIntentId} where id = ${input.orderId}`;
      emit("order.paid", { id: input.orderId });
      return { outcome: "paid", orderId: input.orderId } as const;
    });
  } catch (err) {
    if (!(err instanceof Unfulfillable)) throw err;
    log.warn("a payment arrived for an order that can no longer be fulfilled", { orderId: input.orderId, reason: err.message });
    return { outcome: "unfulfillable", orderId: input.orderId, reason: err.message };
  }
}

/** Records that a payment was refunded because the order could not be fulfilled, and tells the owner (event). */
export async function markOrderRefunded(sql: Sql, orderId: number, reason: string): Promise<void> {
  await transact(sql, async (tx, emit) => {
    const rows = await tx`update orders set status = 'refunded', updated_at = now(),
      notes = trim(both from notes || ${`\nRefunded automatically: ${reason}.`}) where id = ${orderId} and status <> 'refunded' returning id`;
    if (rows.length) emit("order.refunded", { id: orderId, reason, automatic: true });
  });
}

/** A declined card: the order stays open for another attempt. */
export async function markPaymentFailed(sql: Sql, orderId: number): Promise<void> {
  await transact(sql, async (tx, emit) => {
    const rows = await tx`update orders set status = 'payment_failed', updated_at = now()
      where id = ${orderId} and status in ${tx(AWAITING_PAYMENT_STATUSES as OrderStatus[])} returning id`;
    if (rows.length) emit("order.payment_failed", { id: orderId });
  });
}
