import { createEvent, type DomainEvent, type EventData, type EventType, subjectOf } from "@studio/events";
import type { Sql, Tx } from "./connect.ts";

export type Emit = <T extends EventType>(type: T, data: EventData<T>) => DomainEvent<T>;

const listeners = new Set<() => void>();

/** The outbox relay listens here so events written by this process go out at once, not at the next poll. */
export function onOutboxWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const afterCommits = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `fn` once `db`'s work is committed: at once for a plain connection, after the commit for a transaction opened
 * by `transact` (never, if it rolls back). Used to wake workers (outbox relay, mailer) without waiting for a poll.
 */
export function afterCommit(db: Sql | Tx, fn: () => void): void {
  const list = afterCommits.get(db as Tx);
  if (list) list.push(fn);
  else fn();
}

/**
 * Runs `work` in one transaction. Every event it emits is written to the outbox in that same transaction,
 * so a change and its events commit or roll back together.
 */
export async function transact<R>(sql: Sql, work: (tx: Tx, emit: Emit) => Promise<R>): Promise<R> {
  let wrote = false;
  let after: (() => void)[] = [];
  const result = await sql.begin(async (tx) => {
    after = [];
    afterCommits.set(tx, after);
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
  for (const fn of after) fn();
  return result as R;
}
