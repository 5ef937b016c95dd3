import { REFUNDABLE_STATUSES, type OrderStatus } from "@studio/contracts";
import { audit, type Actor } from "../admin/audit.ts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";

/**
 * The owner refunds a paid order through the provider that took the payment (idempotent per order), then marks it
 * refunded; with `restock`, what it bought goes back on sale (an original and its artwork become available).
 */
export async function refundOrder(
  sql: Sql,
  provider: PaymentProvider,
  id: number,
  input: { restock: boolean; reason: string },
  actor: Actor,
): Promise<void> {
  const [order] = await sql<{ status: OrderStatus; paymentProvider: string | null; paymentIntentId: string | null }[]>`
    select status, payment_provider, payment_intent_id from orders where id = ${id}`;
  if (!order) throw new AppError("not_found", "Order not found");
  if (!REFUNDABLE_STATUSES.includes(order.status)) throw new AppError("conflict", "Only a paid order can be refunded");
  if (!order.paymentIntentId || order.paymentProvider !== provider.name) {
    throw new AppError("conflict", `This order was paid through ${order.paymentProvider ?? "another provider"}; refund it there`);
  }
  await provider.refund(order.paymentIntentId, `refund-order-${id}`);
  await transact(sql, async (tx, emit) => {
    const done = await tx`update orders set status = 'refunded', updated_at = now(),
      notes = trim(both from notes || ${input.reason ? `\nRefunded: ${input.reason}` : "\nRefunded by the studio."})
      where id = ${id} and status in ${tx(REFUNDABLE_STATUSES as string[])} returning id`;
    if (!done.length) return; // refunded meanwhile (a double click): the provider call above was idempotent
    if (input.restock) {
      const items = await tx<{ productId: number | null; variantId: number | null; artworkId: number | null; itemType: string; quantity: number }[]>`
        select product_id, variant_id, artwork_id, item_type, quantity from order_items where order_id = ${id}`;
      for (const item of items) {
        if (item.productId === null) continue;
        if (item.itemType === "originals") {
          await tx`update products set stock = 1, updated_at = now() where id = ${item.productId}`;
          if (item.artworkId !== null) {
            await tx`update artworks set status = 'available', updated_at = now() where id = ${item.artworkId}`;
            emit("artwork.updated", { id: item.artworkId });
          }
        } else if (item.variantId !== null) {
          await tx`update product_variants set stock = stock + ${item.quantity}, updated_at = now() where id = ${item.variantId}`;
        } else {
          await tx`update products set stock = stock + ${item.quantity}, updated_at = now() where id = ${item.productId}`;
        }
        emit("product.updated", { id: item.productId });
      }
    }
    await audit(tx, actor, "refund", "order", String(id), input);
    emit("order.refunded", { id, reason: input.reason || "refunded by the studio", automatic: false });
  });
}
