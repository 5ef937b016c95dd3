import { type Bus, parseEvent } from "@studio/events";
import type { Sql } from "../db/connect.ts";
import { onOutboxWrite } from "../db/transact.ts";
import { startWorkerLoop, type WorkerLoop } from "../worker-loop.ts";

const BATCH = 100;

async function drainBatch(sql: Sql, bus: Bus): Promise<{ sent: number; error?: string }> {
  return await sql.begin(async (tx) => {
    const rows = await tx<{ id: string; payload: unknown }[]>`
      select id, payload from outbox where published_at is null order by id limit ${BATCH} for update skip locked`;
    let sent = 0;
    for (const row of rows) {
      try {
        await bus.publish(parseEvent(row.payload));
      } catch (err) {
        // Keep the order: stop at the first failure, remember why, retry this row first next time.
        await tx`update outbox set attempts = attempts + 1, last_error = ${String(err)} where id = ${row.id}`;
        return { sent, error: String(err) };
      }
      await tx`update outbox set published_at = now(), attempts = attempts + 1, last_error = null where id = ${row.id}`;
      sent++;
    }
    return { sent };
  });
}

/**
 * Publishes every pending outbox row to the bus in id order and returns how many went out. Rows are locked
 * with SKIP LOCKED so several API instances can relay side by side. A failed publish leaves its row pending
 * (with the error recorded) and throws, so nothing is lost while the bus is down.
 */
export async function drainOutbox(sql: Sql, bus: Bus): Promise<number> {
  let total = 0;
  for (;;) {
    const { sent, error } = await drainBatch(sql, bus);
    total += sent;
    if (error) throw new Error(`publish failed after ${total} event(s): ${error}`);
    if (sent < BATCH) return total;
  }
}

/** Drains the outbox at once after each local write, every `pollMs` otherwise, with back-off while failing. */
export function startRelay(sql: Sql, bus: Bus, opts: { pollMs: number }): WorkerLoop {
  return startWorkerLoop("outbox relay", () => drainOutbox(sql, bus), { pollMs: opts.pollMs, listen: onOutboxWrite });
}
