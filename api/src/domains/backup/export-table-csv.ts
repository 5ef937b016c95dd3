import type { DataCsvTable } from "@studio/contracts";
import { toCsv } from "../../csv.ts";
import type { Db } from "../../db/connect.ts";
import { isoUtc } from "../../db/iso-time.ts";
import { subscribersCsv } from "../newsletter/find-subscribers.ts";

type Row = Record<string, string | number | boolean | null>;

/** Cents as plain decimal dollars ("1234.50"), which every spreadsheet reads as a number. */
const dollars = (cents: number | null) => cents === null ? null : (cents / 100).toFixed(2);

const at = (column: string) => isoUtc(column);

const CSV: Record<Exclude<DataCsvTable, "subscribers">, (db: Db) => Promise<string>> = {
  async orders(db) {
    const rows = await db.unsafe<Row[]>(`select o.id, ${at("o.created_at")} as created_at, ${at("o.paid_at")} as paid_at, o.status,
        o.order_type, o.customer_name, o.customer_email, o.phone, o.shipping_address->>'country' as country,
        i.title, i.variant_name, i.item_type, i.quantity, i.unit_price_cents, i.quantity * i.unit_price_cents as line_cents,
        o.subtotal_cents, o.shipping_cents, o.total_cents, o.currency, o.payment_provider
      from orders o left join order_items i on i.order_id = o.id order by o.id, i.id`);
    return toCsv(["order_number", "date", "paid_at", "status", "order_type", "customer_name", "customer_email", "phone", "country",
      "item", "variant", "item_type", "quantity", "unit_price", "line_total", "subtotal", "shipping", "total", "currency",
      "unit_price_cents", "line_total_cents", "subtotal_cents", "shipping_cents", "total_cents", "payment_provider"], rows.map((r) => [
      r.id, r.createdAt, r.paidAt, r.status, r.orderType, r.customerName, r.customerEmail, r.phone, r.country,
      r.title, r.variantName, r.itemType, r.quantity, dollars(r.unitPriceCents as number | null), dollars(r.lineCents as number | null),
      dollars(r.subtotalCents as number), dollars(r.shippingCents as number), dollars(r.totalCents as number), r.currency,
      r.unitPriceCents, r.lineCents, r.subtotalCents, r.shippingCents, r.totalCents, r.paymentProvider,
    ]));
  },
  async products(db) {
    const rows = await db.unsafe<Row[]>(`select p.id, p.title, p.type, p.subtype, p.category, p.available, p.featured, p.stock,
        p.price_cents, p.currency, p.artwork_id, p.image_url, v.id as variant_id, v.variant_name, v.price_cents as variant_price_cents,
        v.stock as variant_stock, v.available as variant_available, v.is_default
      from products p left join product_variants v on v.product_id = p.id order by p.display_order, p.id, v.id`);
    return toCsv(["product_id", "title", "type", "subtype", "category", "available", "featured", "stock", "price", "price_cents",
      "currency", "artwork_id", "image_url", "variant_id", "variant", "variant_price", "variant_price_cents", "variant_stock",
      "variant_available", "variant_default"], rows.map((r) => [
      r.id, r.title, r.type, r.subtype, r.category, r.available, r.featured, r.stock, dollars(r.priceCents as number), r.priceCents,
      r.currency, r.artworkId, r.imageUrl, r.variantId, r.variantName, dollars(r.variantPriceCents as number | null), r.variantPriceCents,
      r.variantStock, r.variantAvailable, r.isDefault,
    ]));
  },
  async artworks(db) {
    const rows = await db.unsafe<Row[]>(`select id, title, category, medium, year, dimensions, status, featured, price_cents, currency,
        image_url, image_id, ${at("created_at")} as created_at from artworks order by display_order, id`);
    return toCsv(["artwork_id", "title", "category", "medium", "year", "dimensions", "status", "featured", "price", "price_cents",
      "currency", "image_url", "image_id", "created_at"], rows.map((r) => [
      r.id, r.title, r.category, r.medium, r.year, r.dimensions, r.status, r.featured, dollars(r.priceCents as number | null),
      r.priceCents, r.currency, r.imageUrl, r.imageId, r.createdAt,
    ]));
  },
  async "contact-messages"(db) {
    const rows = await db.unsafe<Row[]>(`select id, ${at("created_at")} as created_at, name, email, subject, message,
        subscribe_to_newsletter, ${at("read_at")} as read_at, ${at("replied_at")} as replied_at from contact_messages order by id`);
    return toCsv(["message_id", "date", "name", "email", "subject", "message", "subscribe_to_newsletter", "read_at", "replied_at"],
      rows.map((r) => [r.id, r.createdAt, r.name, r.email, r.subject, r.message, r.subscribeToNewsletter, r.readAt, r.repliedAt]));
  },
  async "commission-requests"(db) {
    const rows = await db.unsafe<Row[]>(`select r.id, ${at("r.created_at")} as created_at, r.status, r.customer_name, r.customer_email,
        r.phone, r.commission_type, c.name as category, s.name as subcategory, r.subject, r.dimensions, r.location,
        r.estimated_price_cents, r.quoted_price_cents, r.project_description, r.message, r.admin_notes
      from commission_requests r left join commission_categories c on c.id = r.category_id
        left join commission_subcategories s on s.id = r.subcategory_id order by r.id`);
    return toCsv(["request_id", "date", "status", "customer_name", "customer_email", "phone", "type", "category", "subcategory",
      "subject", "dimensions", "location", "estimated_price", "estimated_price_cents", "quoted_price", "quoted_price_cents",
      "description", "message", "notes"], rows.map((r) => [
      r.id, r.createdAt, r.status, r.customerName, r.customerEmail, r.phone, r.commissionType, r.category, r.subcategory, r.subject,
      r.dimensions, r.location, dollars(r.estimatedPriceCents as number | null), r.estimatedPriceCents,
      dollars(r.quotedPriceCents as number | null), r.quotedPriceCents, r.projectDescription, r.message, r.adminNotes,
    ]));
  },
};

/** One table of the site as a spreadsheet-safe CSV; money as decimal dollars and as integer cents. */
export async function exportTableCsv(db: Db, table: DataCsvTable): Promise<string> {
  return table === "subscribers" ? await subscribersCsv(db, {}) : await CSV[table](db);
}
