import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";

/**
 * Gives an original back: the cart's hold on it ends now. Releasing a hold that is gone already (expired, released,
 * or never there) is not an error: the cart asks once per expired original and may ask late.
 */
export async function releaseReservation(sql: Sql, input: { productId: number; cartToken: string }): Promise<boolean> {
  return await transact(sql, async (tx, emit) => {
    const released = await tx`
      update reservations set released_at = now()
      where product_id = ${input.productId} and cart_token = ${input.cartToken}
        and released_at is null and expires_at > now() and order_id is null
      returning id`;
    if (released.length) emit("reservation.changed", { productId: input.productId });
    return released.length > 0;
  });
}
