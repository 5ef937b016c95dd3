import type { Bus, DomainEvent, Subscription } from "@studio/events";
import type { Db } from "../../db/connect.ts";
import { log } from "../../log.ts";
import { queueCommissionReceivedMails, queueContactReceivedMail } from "./contact-mails.ts";
import { queueOrderPaidMails, queueOrderRefundedMails } from "./order-mails.ts";

/** Events older than this are not mailed about (a consumer created late must not mail about last year's orders). */
const STALE_AFTER_MS = 7 * 24 * 3600_000;

/** Queues the mails one domain event calls for. Safe to run twice for the same event: each mail has a dedupe key. */
export async function mailForEvent(db: Db, event: DomainEvent, publicUrl: string): Promise<void> {
  if (Date.now() - Date.parse(event.occurredAt) > STALE_AFTER_MS) {
    log.warn("stale event not mailed about", { type: event.type, id: event.id, occurredAt: event.occurredAt });
    return;
  }
  switch (event.type) {
    case "order.paid": {
      const { id } = event.data as DomainEvent<"order.paid">["data"];
      return await queueOrderPaidMails(db, id, publicUrl);
    }
    case "order.refunded": {
      const { id, reason, automatic } = event.data as DomainEvent<"order.refunded">["data"];
      return await queueOrderRefundedMails(db, { orderId: id, reason, automatic }, publicUrl);
    }
    case "contact_message.received": {
      const { id } = event.data as DomainEvent<"contact_message.received">["data"];
      return await queueContactReceivedMail(db, id, publicUrl);
    }
    case "commission_request.received": {
      const { id } = event.data as DomainEvent<"commission_request.received">["data"];
      return await queueCommissionReceivedMails(db, id, publicUrl);
    }
  }
}

/**
 * The mail side of the domain: one durable subscriber ("mailer", shared by every API instance) turns events into
 * queued mail. A failure is retried by the bus; the mailer then delivers with its own retries.
 */
export function subscribeMailer(db: Db, bus: Bus, publicUrl: () => string): Promise<Subscription> {
  return bus.subscribe((event) => mailForEvent(db, event, publicUrl()), { durable: "mailer" });
}
