import { type CreateOrder, shippingCostCents } from "@studio/contracts";
import type { Sql, Tx } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { HELD_ELSEWHERE } from "./reserve-original.ts";

interface ProductRow { id: number; title: string; type: string; priceCents: number; stock: number; available: boolean; artworkId: number | null }
interface VariantRow { id: number; productId: number; variantName: string; priceCents: number; stock: number; available: boolean }
interface Line { productId: number; variantId: number | null; artworkId: number | null; itemType: string; title: string; variantName: string | null; quantity: number; unitPriceCents: number }

/** Prices each line from the database; refuses what is unavailable, out of stock or held by another cart. */
async function priceLines(tx: Tx, input: CreateOrder): Promise<Line[]> {
  const ids = [...new Set(input.cartItems.map((i) => i.productId))].sort((a, b) => a - b);
  // Locked in id order: two orders touching the same products wait for each other instead of deadlocking.
  const products = new Map((await tx<ProductRow[]>`
    select id, title, type, price_cents, stock, available, artwork_id from products
    where id in ${tx(ids)} order by id for update`).map((p) => [p.id, p]));
  const variantIds = input.cartItems.flatMap((i) => (i.variantId ? [i.variantId] : []));
  const variants = new Map(variantIds.length
    ? (await tx<VariantRow[]>`select id, product_id, variant_name, price_cents, stock, available
        from product_variants where id in ${tx(variantIds)}`).map((v) => [v.id, v])
    : []);

  return await Promise.all(input.cartItems.map(async (item) => {
    const product = products.get(item.productId);
    if (!product || !product.available) throw new AppError("conflict", `${product?.title ?? "An item in your cart"} is no longer available`);
    const variant = item.variantId ? variants.get(item.variantId) : undefined;
    if (item.variantId && (!variant || variant.productId !== product.id || !variant.available)) {
      throw new AppError("conflict", `The chosen size of ${product.title} is no longer available`);
    }
    const stock = variant ? variant.stock : product.stock;
    if (product.type === "originals") {
      if (item.quantity !== 1) throw new AppError("validation", `${product.title} is one of a kind`, { cartItems: "An original can only be bought once" });
      if (stock < 1) throw new AppError("conflict", `${product.title} has already found a home`);
      const [hold] = await tx<{ cartToken: string }[]>`select cart_token from reservations
        where product_id = ${product.id} and released_at is null and expires_at > now()`;
      if (!hold) throw new AppError("conflict", `Your 15-minute hold on ${product.title} has ended. Please add it to your cart again.`);
      if (hold.cartToken !== input.cartToken) throw new AppError("conflict", HELD_ELSEWHERE);
    } else if (stock < item.quantity) {
      throw new AppError("conflict", stock === 0 ? `${product.title} is sold out` : `Only ${stock} of ${product.title} left`);
    }
    return {
      productId: product.id, variantId: variant?.id ?? null, artworkId: product.artworkId, itemType: product.type, title: product.title,
      variantName: variant?.variantName ?? null, quantity: item.quantity, unitPriceCents: variant ? variant.priceCents : product.priceCents,
    };
  }));
}

/**
 * Creates a pending order from the cart. Every amount comes from the database (the browser's subtotal and shipping
 * are ignored); originals must be held by this cart, which then ties its holds to the order.
 */
export async function createOrder(sql: Sql, input: CreateOrder): Promise<number> {
  return await transact(sql, async (tx, emit) => {
    const [zone] = await tx<{ id: number; baseRateCents: number; additionalItemRateCents: number }[]>`
      select id, base_rate_cents, additional_item_rate_cents from shipping_zones where id = ${input.shippingZoneId} and active`;
    if (!zone) throw new AppError("validation", "Please select a shipping option", { shippingZoneId: "Please select a shipping option" });

    const lines = await priceLines(tx, input);
    const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    const shipping = shippingCostCents(zone, lines.reduce((n, l) => n + l.quantity, 0));
    const shippingAddress = {
      name: input.customerName, street: input.shippingStreetAddress, apartment: input.shippingApartment,
      city: input.shippingCity, state: input.shippingState, zip: input.shippingZipCode, country: input.country,
    };
    const billingAddress = input.billingSameAsShipping ? null : {
      street: input.billingStreetAddress, apartment: input.billingApartment, city: input.billingCity,
      state: input.billingState, zip: input.billingZipCode, country: input.country,
    };
    const [{ id }] = await tx<{ id: number }[]>`
      insert into orders (customer_name, customer_email, shipping_address, billing_address, phone, subtotal_cents,
        shipping_cents, total_cents, shipping_zone_id, cart_token, notes)
      values (${input.customerName}, ${input.customerEmail}, ${tx.json(shippingAddress)}, ${billingAddress ? tx.json(billingAddress) : null},
        ${input.phone || null}, ${subtotal}, ${shipping}, ${subtotal + shipping}, ${zone.id}, ${input.cartToken}, ${input.notes})
      returning id`;
    for (const l of lines) {
      await tx`insert into order_items (order_id, product_id, variant_id, artwork_id, item_type, title, variant_name, quantity, unit_price_cents)
        values (${id}, ${l.productId}, ${l.variantId}, ${l.artworkId}, ${l.itemType}, ${l.title}, ${l.variantName}, ${l.quantity}, ${l.unitPriceCents})`;
    }
    const originals = lines.filter((l) => l.itemType === "originals").map((l) => l.productId);
    if (originals.length) {
      await tx`update reservations set order_id = ${id}
        where product_id in ${tx(originals)} and cart_token = ${input.cartToken} and released_at is null and expires_at > now()`;
    }
    emit("order.created", { id });
    return id;
  });
}
