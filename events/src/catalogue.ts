import { z } from "zod";

/**
 * The domain-event catalogue. Every event is `<entity>.<verb>`; it travels on the bus subject
 * `domain.<entity>.<verb>` with the event id as the de-duplication id.
 */
const ZId = z.object({ id: z.number().int() });

export const EVENT_SCHEMAS = {
  "setting.updated": z.object({ key: z.string() }),
  "artwork.created": ZId,
  "artwork.updated": ZId,
  "artwork.deleted": ZId,
  "product.created": ZId,
  "product.updated": ZId,
  "product.deleted": ZId,
  "artwork.reordered": z.object({ ids: z.array(z.number().int()) }),
  "product.reordered": z.object({ ids: z.array(z.number().int()) }),
  "original_type.changed": ZId,
  "merchandise_type.changed": ZId,
  "shipping_zone.changed": ZId,
  "commission_settings.updated": z.object({}),
  "commission_category.changed": ZId,
  "commission_request.received": ZId,
  "commission_request.updated": ZId,
  "contact_message.received": ZId,
  "reservation.changed": z.object({ productId: z.number().int() }),
  "order.created": ZId,
  "order.paid": ZId,
  "order.updated": ZId,
  "order.payment_failed": ZId,
  /** automatic: the payment came in for an item already gone and was refunded at once (the owner is told). */
  "order.refunded": z.object({ id: z.number().int(), reason: z.string(), automatic: z.boolean().default(false) }),
  /** the owner restored a backup file: every content table may have changed. */
  "site.imported": z.object({}),
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;

export const ZEventType = z.enum(Object.keys(EVENT_SCHEMAS) as [EventType, ...EventType[]]);

export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  data: EventData<T>;
}

const ZEnvelope = z.object({
  id: z.string().uuid(),
  type: ZEventType,
  occurredAt: z.string(),
  data: z.unknown(),
});

export function createEvent<T extends EventType>(type: T, data: EventData<T>): DomainEvent<T> {
  return { id: crypto.randomUUID(), type, occurredAt: new Date().toISOString(), data: EVENT_SCHEMAS[type].parse(data) as EventData<T> };
}

/** Validates an event that arrived from outside the process (bus, outbox row). Throws on a malformed one. */
export function parseEvent(raw: unknown): DomainEvent {
  const env = ZEnvelope.parse(raw);
  return { ...env, data: EVENT_SCHEMAS[env.type].parse(env.data) } as DomainEvent;
}

export const subjectOf = (type: EventType) => `domain.${type}`;
