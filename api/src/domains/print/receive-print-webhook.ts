import { z } from "zod";
import type { PrintProviderName } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import { type PrintShipment, recordPrintShipment, type ShipmentOutcome } from "./record-print-shipment.ts";

const ZId = z.union([z.string(), z.number()]).transform(String);

// Printful API v1 webhook: { type, created, retries, store, data }; package_shipped's data has the order and the shipment.
const ZPrintfulEvent = z.object({ type: z.string().max(100), data: z.unknown() });
const ZPackageShipped = z.object({
  order: z.object({ id: ZId.nullish(), external_id: z.string().max(64).nullish() }),
  shipment: z.object({ tracking_number: ZId.pipe(z.string().min(1).max(100)), tracking_url: z.string().max(1000).nullish(), carrier: z.string().max(100).nullish() }),
});

// Gooten's order status callback: the order (Id, SourceId) with each item's status and tracking.
const ZGootenOrder = z.object({
  Id: ZId.nullish(),
  SourceId: z.string().max(64).nullish(),
  Items: z.array(z.object({
    Status: z.string().max(100).nullish(),
    TrackingNumber: ZId.nullish(),
    TrackingUrl: z.string().max(1000).nullish(),
    ShipCarrierName: z.string().max(100).nullish(),
  })).max(200),
});

const unreadable = (provider: string) => new AppError("validation", `This is not a ${provider} webhook we can read`);
const httpUrl = (url: string | null | undefined) => (url && /^https?:\/\//.test(url) ? url : null);

/** The shipment a provider's webhook reports, or null for the events we do not act on (answered 200, ignored). */
export function readShipment(provider: PrintProviderName, body: unknown): PrintShipment | null {
  if (provider === "printful") {
    const event = ZPrintfulEvent.safeParse(body);
    if (!event.success) throw unreadable("Printful");
    if (event.data.type !== "package_shipped") return null;
    const shipped = ZPackageShipped.safeParse(event.data.data);
    if (!shipped.success) throw unreadable("Printful");
    const { order, shipment } = shipped.data;
    return {
      externalId: order.external_id ?? null, providerOrderId: order.id ?? null, trackingNumber: shipment.tracking_number,
      trackingUrl: httpUrl(shipment.tracking_url), carrier: shipment.carrier ?? null,
    };
  }
  const order = ZGootenOrder.safeParse(body);
  if (!order.success) throw unreadable("Gooten");
  const items = order.data.Items;
  const shipped = items.length > 0 && items.every((i) => /^(shipped|delivered)$/i.test(i.Status ?? ""));
  const tracked = items.find((i) => i.TrackingNumber);
  if (!shipped || !tracked) return null;
  return {
    externalId: order.data.SourceId ?? null, providerOrderId: order.data.Id ?? null, trackingNumber: tracked.TrackingNumber!,
    trackingUrl: httpUrl(tracked.TrackingUrl), carrier: tracked.ShipCarrierName ?? null,
  };
}

/** A provider's webhook, its token already checked: a shipment is recorded; anything else is ignored. */
export async function receivePrintWebhook(
  sql: Sql,
  provider: PrintProviderName,
  body: unknown,
  publicUrl: string,
): Promise<{ outcome: ShipmentOutcome | "ignored" }> {
  const shipment = readShipment(provider, body);
  if (!shipment) {
    log.info("print webhook ignored", { provider, type: (body as { type?: unknown })?.type ?? null });
    return { outcome: "ignored" };
  }
  return { outcome: await recordPrintShipment(sql, provider, shipment, publicUrl) };
}
