import type { Reservation } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";

export const HELD_ELSEWHERE = "Someone else has this original in their cart right now. If they don't buy it, it comes back within 15 minutes.";
export const ORIGINAL_SOLD = "This original has already found a home.";

/**
 * Holds an original for one browser cart for `holdSeconds`. The product row is locked for the whole check, so of any
 * number of simultaneous requests exactly one can hold it; an expired hold simply does not count (expiry is a query
 * condition). Asking again with the same cart keeps the existing hold and its end time.
 */
export async function reserveOriginal(
  sql: Sql,
  input: { productId: number; cartToken: string; holdSeconds: number },
): Promise<Reservation> {
  return await transact(sql, async (tx, emit) => {
    const [product] = await tx<{ type: string; stock: number; available: boolean }[]>`
      select type, stock, available from products where id = ${input.productId} for update`;
    if (!product) throw new AppError("not_found", "Product not found");
    if (product.type !== "originals") throw new AppError("validation", "Only original paintings are held in the cart");
    if (!product.available || product.stock < 1) throw new AppError("conflict", ORIGINAL_SOLD);

    const [held] = await tx<{ cartToken: string; expiresAt: Date }[]>`
      select cart_token, expires_at from reservations
      where product_id = ${input.productId} and released_at is null and expires_at > now()`;
    if (held && held.cartToken !== input.cartToken) throw new AppError("conflict", HELD_ELSEWHERE);
    if (held) return { productId: input.productId, expiresAt: held.expiresAt.toISOString() };

    const [row] = await tx<{ expiresAt: Date }[]>`
      insert into reservations (product_id, cart_token, expires_at)
      values (${input.productId}, ${input.cartToken}, now() + make_interval(secs => ${input.holdSeconds}))
      returning expires_at`;
    emit("reservation.changed", { productId: input.productId });
    return { productId: input.productId, expiresAt: row.expiresAt.toISOString() };
  });
}
