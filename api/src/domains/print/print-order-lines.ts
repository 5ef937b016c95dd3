import { type OrderStatus, PRINT_PROVIDER_LABELS, type PrintProviderName, settingImageUrl } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import type { PrintRecipient, ProviderOrderItem } from "./print-provider.ts";

/** One line of a paid order that a provider prints, as stored. */
interface LineRow {
  provider: PrintProviderName;
  title: string;
  variantName: string | null;
  quantity: number;
  unitPriceCents: number;
  providerVariantId: string | null;
  imageId: string | null;
  imageUrl: string | null;
}

export interface PrintOrderLines {
  status: OrderStatus;
  paidAt: Date | null;
  recipient: Record<string, string | null> & { email: string; phone: string | null };
  /** The lines each provider prints. */
  byProvider: Map<PrintProviderName, LineRow[]>;
  /** Lines the studio sends itself (originals, its own stock). */
  ownLines: number;
}

/** A paid order's lines grouped by the provider that prints them; null when there is no such order. */
export async function loadPrintOrderLines(db: Db, orderId: number): Promise<PrintOrderLines | null> {
  const [order] = await db<{ status: OrderStatus; paidAt: Date | null; shippingAddress: Record<string, string | null>; customerEmail: string; phone: string | null }[]>`
    select status, paid_at, shipping_address, customer_email, phone from orders where id = ${orderId}`;
  if (!order) return null;
  const rows = await db<(LineRow & { provider: PrintProviderName | null })[]>`
    select p.print_provider as provider, oi.title, oi.variant_name, oi.quantity, oi.unit_price_cents,
      pv.printful_variant_id as provider_variant_id, coalesce(a.image_id, p.image_id) as image_id, p.image_url
    from order_items oi
    left join products p on p.id = oi.product_id
    left join product_variants pv on pv.id = oi.variant_id and pv.product_id = p.id
    left join artworks a on a.id = p.artwork_id
    where oi.order_id = ${orderId} order by oi.id`;
  const byProvider = new Map<PrintProviderName, LineRow[]>();
  for (const row of rows) if (row.provider) byProvider.set(row.provider, [...(byProvider.get(row.provider) ?? []), row as LineRow]);
  return {
    status: order.status, paidAt: order.paidAt, recipient: { ...order.shippingAddress, email: order.customerEmail, phone: order.phone },
    byProvider, ownLines: rows.filter((r) => !r.provider).length,
  };
}

/**
 * The provider's items for these lines. The print file is the linked artwork's largest JPEG copy (else the product's
 * own image) on the site's public address, which the provider downloads. A line the owner has not mapped to a
 * provider variant, or with no image, is refused with what to do.
 */
export function providerItems(provider: PrintProviderName, lines: LineRow[], publicUrl: string): ProviderOrderItem[] {
  const label = PRINT_PROVIDER_LABELS[provider];
  return lines.map((line) => {
    const name = line.variantName ? `${line.title} (${line.variantName})` : line.title;
    if (!line.providerVariantId) {
      throw new AppError("validation", `“${name}” has no ${label} variant. Choose one on the product's page (Print on demand panel), then send the order again.`);
    }
    const file = line.imageId ? settingImageUrl(line.imageId) : line.imageUrl || "";
    if (!file) throw new AppError("validation", `“${name}” has no image to print. Give the product or its artwork an image, then send the order again.`);
    return {
      variantId: line.providerVariantId, quantity: line.quantity, retailPriceCents: line.unitPriceCents, name,
      fileUrl: /^https?:\/\//.test(file) ? file : `${publicUrl.replace(/\/+$/, "")}${file.startsWith("/") ? "" : "/"}${file}`,
    };
  });
}

const STATES =
  "AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming";
const STATE_CODES = new Map(STATES.split("|").map((s) => [s.slice(3).toLowerCase(), s.slice(0, 2)]));
const US_NAMES = new Set(["united states", "united states of america", "usa", "us", "u.s.", "u.s.a."]);

/** The buyer's shipping address as the providers want it (ISO country code, state code). */
export function toRecipient(address: PrintOrderLines["recipient"]): PrintRecipient {
  const country = (address.country ?? "United States").trim();
  const countryCode = US_NAMES.has(country.toLowerCase()) ? "US" : /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : "";
  if (!countryCode) throw new AppError("validation", `The shipping country “${country}” is not a two-letter country code. Place this order in the provider's dashboard.`);
  const state = (address.state ?? "").trim();
  const stateCode = /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : STATE_CODES.get(state.toLowerCase()) ?? (countryCode === "US" ? "" : state);
  if (countryCode === "US" && !stateCode) {
    throw new AppError("validation", `The shipping state “${state}” is not a US state. Correct the address with the buyer, then place the order in the provider's dashboard.`);
  }
  return {
    name: address.name ?? "", address1: address.street ?? "", address2: address.apartment ?? "", city: address.city ?? "",
    stateCode, countryCode, zip: address.zip ?? "", email: address.email, phone: address.phone ?? "",
  };
}
