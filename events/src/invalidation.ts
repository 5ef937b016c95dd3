import type { CacheInvalidation } from "@studio/contracts";
import type { DomainEvent, EventType } from "./catalogue.ts";

type Operation = CacheInvalidation["data"]["operation"];

/** The owner's dashboard: its figures move with orders, messages, commissions and stock. */
const DASHBOARD = "/api/admin/dashboard";

/** Which cached API paths each event makes stale. Keys are prefixes of SWR keys (API paths). */
const RULES: { [T in EventType]: (e: DomainEvent<T>) => { path: string; keys: string[] } } = {
  "setting.updated": (e) => ({ path: `/api/settings/${e.data.key}`, keys: ["/api/settings"] }),
  "artwork.created": (e) => ({ path: `/api/artworks/${e.data.id}`, keys: ["/api/artworks", "/api/recommendations"] }),
  "artwork.updated": (e) => ({ path: `/api/artworks/${e.data.id}`, keys: ["/api/artworks", "/api/recommendations"] }),
  "artwork.deleted": (e) => ({ path: `/api/artworks/${e.data.id}`, keys: ["/api/artworks", "/api/products", "/api/recommendations"] }),
  "product.created": (e) => ({ path: `/api/products/${e.data.id}`, keys: ["/api/products"] }),
  "product.updated": (e) => ({ path: `/api/products/${e.data.id}`, keys: ["/api/products", DASHBOARD] }),
  "product.deleted": (e) => ({ path: `/api/products/${e.data.id}`, keys: ["/api/products"] }),
  "artwork.reordered": () => ({ path: "/api/artworks", keys: ["/api/artworks", "/api/recommendations"] }),
  "product.reordered": () => ({ path: "/api/products", keys: ["/api/products"] }),
  "original_type.changed": () => ({ path: "/api/original-types", keys: ["/api/original-types"] }),
  "merchandise_type.changed": () => ({ path: "/api/merchandise-types", keys: ["/api/merchandise-types"] }),
  "shipping_zone.changed": () => ({ path: "/api/shipping-zones", keys: ["/api/shipping-zones"] }),
  "commission_settings.updated": () => ({ path: "/api/commission/settings", keys: ["/api/commission/settings"] }),
  "commission_category.changed": () => ({ path: "/api/commission/categories", keys: ["/api/commission/categories"] }),
  "commission_request.received": (e) => ({ path: `/api/admin/commission-requests/${e.data.id}`, keys: ["/api/admin/commission-requests", DASHBOARD] }),
  "commission_request.updated": (e) => ({ path: `/api/admin/commission-requests/${e.data.id}`, keys: ["/api/admin/commission-requests", DASHBOARD] }),
  "contact_message.received": (e) => ({ path: `/api/admin/inquiries/${e.data.id}`, keys: ["/api/admin/inquiries", DASHBOARD] }),
  "reservation.changed": (e) => ({ path: `/api/products/${e.data.productId}`, keys: [`/api/products/${e.data.productId}`] }),
  "order.created": (e) => ({ path: `/api/orders/${e.data.id}`, keys: ["/api/admin/orders"] }),
  "order.paid": (e) => ({ path: `/api/orders/${e.data.id}`, keys: [`/api/orders/${e.data.id}`, "/api/admin/orders", DASHBOARD] }),
  "order.updated": (e) => ({ path: `/api/orders/${e.data.id}`, keys: [`/api/orders/${e.data.id}`, "/api/admin/orders", DASHBOARD] }),
  "order.payment_failed": (e) => ({ path: `/api/orders/${e.data.id}`, keys: [`/api/orders/${e.data.id}`, "/api/admin/orders"] }),
  "order.refunded": (e) => ({ path: `/api/orders/${e.data.id}`, keys: [`/api/orders/${e.data.id}`, "/api/admin/orders", DASHBOARD] }),
  "site.imported": () => ({ path: "/api", keys: ["/api/"] }),
};

function operationOf(type: EventType): Operation {
  if (type.endsWith(".created")) return "create";
  if (type.endsWith(".deleted")) return "delete";
  return "update";
}

/** Turns a domain event into the /ws message of product spec section 7. */
export function toInvalidation(event: DomainEvent): CacheInvalidation {
  const rule = RULES[event.type] as (e: DomainEvent) => { path: string; keys: string[] };
  const { path, keys } = rule(event);
  return { type: "cache_invalidation", data: { operation: operationOf(event.type), path, invalidateKeys: keys } };
}
