import { type Bus, parseEvent } from "@studio/events";
import type { Sql } from "../db/connect.ts";
import { onOutboxWrite } from "../db/transact.ts";
import { log } from "../log.ts";

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

export interface Relay {
  stop(): Promise<void>;
}

/** Drains the outbox at once after each local write, every `pollMs` otherwise, with back-off while failing. */
export function startRelay(sql: Sql, bus: Bus, opts: { pollMs: number }): Relay {
  let stopped = false;
  let failures = 0;
  let wake: (() => void) | null = null;
  let again = false;
  const unlisten = onOutboxWrite(() => (wake ? wake() : (again = true)));

  const loop = (async () => {
    while (!stopped) {
      again = false;
      try {
        await drainOutbox(sql, bus);
        failures = 0;
      } catch (err) {
        failures++;
        log.warn("outbox relay will retry", { err: String(err), failures });
      }
      if (again || stopped) continue;
      const delay = failures ? Math.min(30_000, opts.pollMs * 2 ** Math.min(failures, 5)) : opts.pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();

  return {
    async stop() {
      stopped = true;
      unlisten();
      wake?.();
      await loop;
    },
  };
}
