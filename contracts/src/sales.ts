import { z } from "zod";
import { ZCents } from "./catalog.ts";
import { ZPrintOrder } from "./print.ts";

/**
 * Selling: reservations of originals, orders and payments. The browser's numbers (prices, subtotal, shipping) are
 * never trusted: the server computes every amount from its own prices and shipping zones.
 */

/** The browser cart's unguessable id (localStorage): who holds a reservation and who may read an order. */
export const ZCartToken = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, "A valid cart token is required");

export const ZReserveRequest = z.object({
  productId: z.number().int().positive(),
  cartToken: ZCartToken,
});
export type ReserveRequest = z.infer<typeof ZReserveRequest>;

export const ZReservation = z.object({
  productId: z.number().int(),
  /** ISO time the hold ends; the cart removes the original then. */
  expiresAt: z.string(),
});
export type Reservation = z.infer<typeof ZReservation>;

/** The 50 two-letter state codes offered for billing (spec section 2, Checkout). */
export const US_STATES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
  "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC",
  "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
] as const;

const optionalText = (max: number) => z.string().trim().max(max).optional().default("");

/** Spec section 5, Checkout: the messages are the contract. */
export const ZCheckoutForm = z.object({
  customerName: z.string().trim().min(2, "Name must be at least 2 characters").max(120),
  customerEmail: z.string().trim().max(254).email("Please enter a valid email address"),
  phone: optionalText(40),
  shippingStreetAddress: z.string().trim().min(3, "Street address is required").max(200),
  shippingApartment: optionalText(100),
  shippingCity: z.string().trim().min(2, "City is required").max(100),
  shippingState: z.string().trim().min(1, "State is required").max(100),
  shippingZipCode: z.string().trim().min(5, "ZIP code is required").max(20),
  country: z.string().trim().min(2).max(100).default("United States"),
  billingSameAsShipping: z.boolean().default(true),
  billingStreetAddress: optionalText(200),
  billingApartment: optionalText(100),
  billingCity: optionalText(100),
  billingState: z.union([z.enum(US_STATES), z.literal("")]).optional().default(""),
  billingZipCode: optionalText(20),
  shippingZoneId: z.number({ message: "Please select a shipping option" }).int("Please select a shipping option"),
  notes: optionalText(2000),
});
export type CheckoutForm = z.infer<typeof ZCheckoutForm>;

/**
 * Shipping for a zone: its base rate for the first item, the additional-item rate for each further one (nothing
 * without a zone or items). The server charges it; the checkout shows it before the order exists.
 */
export function shippingCostCents(zone: { baseRateCents: number; additionalItemRateCents: number } | undefined, itemCount: number): number {
  if (!zone || itemCount <= 0) return 0;
  return zone.baseRateCents + zone.additionalItemRateCents * (itemCount - 1);
}

export const ZOrderItemInput = z.object({
  productId: z.number().int().positive(),
  variantId: z.number().int().positive().nullable().optional(),
  quantity: z.number().int().min(1, "Quantity must be at least 1").max(99, "Quantity must be at most 99"),
});
export type OrderItemInput = z.infer<typeof ZOrderItemInput>;

/**
 * POST /api/orders. `subtotal` and `shippingCost` are what the browser showed (spec section 7); they are accepted
 * and ignored.
 */
export const ZCreateOrder = ZCheckoutForm.extend({
  cartToken: ZCartToken,
  cartItems: z.array(ZOrderItemInput).min(1, "Your cart is empty").max(50, "Too many different items in one order"),
  subtotal: z.number().optional(),
  shippingCost: z.number().optional(),
});
export type CreateOrder = z.infer<typeof ZCreateOrder>;

export const ZOrderStatus = z.enum(["pending", "paid", "processing", "shipped", "delivered", "cancelled", "refunded", "payment_failed"]);
export type OrderStatus = z.infer<typeof ZOrderStatus>;

export const ZOrderItem = z.object({
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  itemType: z.string(),
  productTitle: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  editionNumber: z.number().int().nullable(),
  unitPriceCents: ZCents,
});

/** The order as its buyer sees it (spec section 3, "Order response"), amounts in cents. */
export const ZOrder = z.object({
  id: z.number().int(),
  status: ZOrderStatus,
  items: z.array(ZOrderItem),
  subtotalCents: ZCents,
  shippingCents: ZCents,
  totalCents: ZCents,
  shippingZone: z.string().nullable(),
  shippingName: z.string(),
  shippingStreet: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingZip: z.string(),
  shippingCountry: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof ZOrder>;

export const ZCreatePaymentIntent = z.object({
  orderId: z.number().int().positive(),
  cartToken: ZCartToken,
  /** Sent by the spec's client (subtotal plus shipping); ignored: the order's own total is charged. */
  amount: z.number().optional(),
  metadata: z.object({ orderId: z.union([z.number(), z.string()]) }).partial().optional(),
});

/** What the payment step needs: which provider, and the secret its card form confirms with. */
export const ZPaymentIntent = z.object({
  provider: z.enum(["stripe", "test"]),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amountCents: ZCents,
  /** Stripe's publishable key (null for the test provider). */
  publishableKey: z.string().nullable(),
});
export type PaymentIntent = z.infer<typeof ZPaymentIntent>;

/** The built-in test provider's card form (no real charge). */
export const ZTestPayment = z.object({
  paymentIntentId: z.string().min(1),
  cardNumber: z.string().trim().regex(/^[0-9 ]{12,23}$/, "Enter a card number"),
  expiry: z.string().trim().regex(/^(0[1-9]|1[0-2]) ?\/ ?([0-9]{2})$/, "Enter the expiry as MM/YY"),
  cvc: z.string().trim().regex(/^[0-9]{3,4}$/, "Enter the 3 or 4 digit security code"),
});
export type TestPayment = z.infer<typeof ZTestPayment>;

/** PATCH /api/orders/:id/payment, after the provider's card form reports success. */
export const ZConfirmPayment = z.object({
  paymentIntentId: z.string().min(1),
  cartToken: ZCartToken,
});

export const ZPaymentResult = z.object({
  /** processing: the provider has not settled yet (e.g. a bank transfer); the webhook will. */
  status: z.enum(["succeeded", "failed", "processing"]),
  orderId: z.number().int(),
  /** The provider's message when it failed, e.g. "Your card was declined." */
  message: z.string().optional(),
});
export type PaymentResult = z.infer<typeof ZPaymentResult>;

/**
 * The order status machine of the admin (issue 4): payments move pending -> paid; the owner moves a paid order on
 * through processing (being prepared) and shipped to delivered, or cancels an unpaid one. Refunding goes through
 * its own action (the provider gives the money back), from any paid state.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["cancelled"],
  payment_failed: ["cancelled"],
  paid: ["processing", "shipped"],
  processing: ["shipped"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
  refunded: [],
};
/** Orders that count as sold: paid and not given back (also the ones a refund may start from). */
export const SOLD_STATUSES: readonly OrderStatus[] = ["paid", "processing", "shipped", "delivered"];
export const REFUNDABLE_STATUSES = SOLD_STATUSES;
/** Paid orders the studio still has to send. */
export const TO_FULFIL_STATUSES: readonly OrderStatus[] = ["paid", "processing"];
/** An order a payment may still settle (a declined card leaves it open for another try). */
export const AWAITING_PAYMENT_STATUSES: readonly OrderStatus[] = ["pending", "payment_failed"];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting payment", payment_failed: "Payment failed", paid: "Paid", processing: "Being prepared",
  shipped: "Shipped", delivered: "Delivered", cancelled: "Cancelled", refunded: "Refunded",
};

export const ZAdminOrderSummary = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: ZOrderStatus,
  totalCents: ZCents,
  itemCount: z.number().int(),
  paymentProvider: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderSummary = z.infer<typeof ZAdminOrderSummary>;

export const ZAdminOrderList = z.object({
  orders: z.array(ZAdminOrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof ZAdminOrderList>;

const ZAddress = z.record(z.string(), z.string().nullable());

export const ZAdminOrder = ZOrder.extend({
  customerName: z.string(),
  phone: z.string().nullable(),
  notes: z.string(),
  shippingAddress: ZAddress,
  billingAddress: ZAddress.nullable(),
  paymentProvider: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
  /** What the owner may move it to now. */
  nextStatuses: z.array(ZOrderStatus),
  refundable: z.boolean(),
  /** The order's print-on-demand shares, one per provider (empty when nothing in it is printed on demand). */
  printOrders: z.array(ZPrintOrder),
});
export type AdminOrder = z.infer<typeof ZAdminOrder>;

export const ZOrderQuery = z.object({
  status: ZOrderStatus.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const ZOrderUpdate = z.object({
  status: ZOrderStatus.optional(),
  notes: z.string().max(5000, "Notes can be at most 5,000 characters").optional(),
}).refine((u) => u.status !== undefined || u.notes !== undefined, { message: "Nothing to change" });
export type OrderUpdate = z.infer<typeof ZOrderUpdate>;

export const ZOrderRefund = z.object({
  /** Put what the order bought back on sale (an original becomes available again). */
  restock: z.boolean().default(false),
  reason: z.string().trim().max(500).optional().default(""),
});
