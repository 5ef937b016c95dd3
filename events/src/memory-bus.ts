import type { Bus, EventHandler, Subscription } from "./bus.ts";
import type { DomainEvent } from "./catalogue.ts";

/** In-process bus for the embedded mode and tests. De-duplicates by event id like JetStream's msgID. */
export function createMemoryBus(onHandlerError: (err: unknown, event: DomainEvent) => void = console.error): Bus {
  const handlers = new Set<EventHandler>();
  const seen = new Set<string>();
  return {
    kind: "memory",
    publish(event) {
      if (seen.has(event.id)) return Promise.resolve();
      seen.add(event.id);
      if (seen.size > 10_000) seen.delete(seen.values().next().value!);
      for (const handler of handlers) {
        // Delivered after the publisher's turn, as a real bus would.
        queueMicrotask(async () => {
          try {
            await handler(event);
          } catch (err) {
            onHandlerError(err, event);
          }
        });
      }
      return Promise.resolve();
    },
    subscribe(handler): Promise<Subscription> {
      handlers.add(handler);
      return Promise.resolve({ stop: () => Promise.resolve(void handlers.delete(handler)) });
    },
    close() {
      handlers.clear();
      return Promise.resolve();
    },
  };
}
