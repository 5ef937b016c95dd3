import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { log } from "../../log.ts";

/**
 * Closes holds whose time ran out and announces each original as free again. Correctness never depends on this
 * (an expired hold is ignored by every query); it keeps the table tidy and open pages current.
 */
export async function sweepReservations(sql: Sql): Promise<number> {
  return await transact(sql, async (tx, emit) => {
    const rows = await tx<{ productId: number }[]>`
      update reservations set released_at = expires_at
      where released_at is null and expires_at <= now()
      returning product_id`;
    for (const productId of new Set(rows.map((r) => r.productId))) emit("reservation.changed", { productId });
    return rows.length;
  });
}

/** Runs the sweep every `everyMs` until stopped. */
export function startReservationSweeper(sql: Sql, everyMs = 30_000): { stop(): void } {
  const timer = setInterval(() => {
    sweepReservations(sql).catch((err) => log.warn("reservation sweep failed", { err }));
  }, everyMs);
  return { stop: () => clearInterval(timer) };
}
