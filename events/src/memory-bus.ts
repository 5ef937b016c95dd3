import type { Bus, EventHandler, SubscribeOptions, Subscription } from "./bus.ts";
import type { DomainEvent } from "./catalogue.ts";

/** Retry delays for a durable subscriber whose handler failed, like JetStream's nak with delay. */
const RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 60_000];

/**
 * In-process bus for the embedded mode and tests. De-duplicates by event id like JetStream's msgID; a durable
 * subscriber's failed handler is retried a few times with back-off, as JetStream redelivers.
 */
export function createMemoryBus(
  onHandlerError: (err: unknown, event: DomainEvent) => void = console.error,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Bus {
  const handlers = new Map<EventHandler, SubscribeOptions>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const seen = new Set<string>();

  function deliver(handler: EventHandler, event: DomainEvent, attempt: number) {
    (async () => {
      try {
        await handler(event);
      } catch (err) {
        const delay = handlers.get(handler)?.durable ? retryDelaysMs[attempt] : undefined;
        if (delay === undefined) return onHandlerError(err, event);
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (handlers.has(handler)) deliver(handler, event, attempt + 1);
        }, delay);
        timers.add(timer);
      }
    })();
  }

  return {
    kind: "memory",
    publish(event) {
      if (seen.has(event.id)) return Promise.resolve();
      seen.add(event.id);
      if (seen.size > 10_000) seen.delete(seen.values().next().value!);
      // Delivered after the publisher's turn, as a real bus would.
      for (const handler of handlers.keys()) queueMicrotask(() => deliver(handler, event, 0));
      return Promise.resolve();
    },
    subscribe(handler, opts = {}): Promise<Subscription> {
      handlers.set(handler, opts);
      return Promise.resolve({ stop: () => Promise.resolve(void handlers.delete(handler)) });
    },
    close() {
      handlers.clear();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return Promise.resolve();
    },
  };
}
