import { createEvent, type DomainEvent, type EventData, type EventType, subjectOf } from "@studio/events";
import type { Sql, Tx } from "./connect.ts";

export type Emit = <T extends EventType>(type: T, data: EventData<T>) => DomainEvent<T>;

const listeners = new Set<() => void>();

/** The outbox relay listens here so events written by this process go out at once, not at the next poll. */
export function onOutboxWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `work` in one transaction. Every event it emits is written to the outbox in that same transaction,
 * so a change and its events commit or roll back together.
 */
export async function transact<R>(sql: Sql, work: (tx: Tx, emit: Emit) => Promise<R>): Promise<R> {
  let wrote = false;
  const result = await sql.begin(async (tx) => {
    const pending: DomainEvent[] = [];
    const emit: Emit = (type, data) => {
      const event = createEvent(type, data);
      pending.push(event);
      return event;
    };
    const value = await work(tx, emit);
    for (const e of pending) {
      await tx`insert into outbox (event_id, subject, payload)
        values (${e.id}, ${subjectOf(e.type)}, ${tx.json(e as never)})`;
    }
    wrote = pending.length > 0;
    return value;
  });
  if (wrote) for (const l of listeners) l();
  return result as R;
}
