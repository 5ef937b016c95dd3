import type { DomainEvent } from "./catalogue.ts";

export type EventHandler = (event: DomainEvent) => void | Promise<void>;

export interface Subscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /**
   * Durable name: the subscriber sees every event exactly once across restarts and instances (work queue).
   * Without it the subscriber sees only events published from now on (each gateway instance, for example).
   */
  durable?: string;
}

/** The event bus: NATS JetStream in production, in-process when NATS_URL is unset. */
export interface Bus {
  readonly kind: "nats" | "memory";
  /** Resolves once the bus has durably accepted the event; rejects when it could not. */
  publish(event: DomainEvent): Promise<void>;
  subscribe(handler: EventHandler, opts?: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}
