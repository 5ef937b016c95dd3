import { z } from "zod";

/** Spec section 5: the contact and newsletter messages. */
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const MESSAGE_MIN = 10;

const ZEmail = z.string().trim().max(254, EMAIL_MESSAGE).email(EMAIL_MESSAGE);
const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters`);
const optional = (max: number) => z.string().trim().max(max).optional().default("");
const ZMessage = z.string().trim().min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`)
  .max(5000, "Message can be at most 5,000 characters");

/** POST /api/contact. */
export const ZContactMessageInput = z.object({
  name: required("Name", 200),
  email: ZEmail,
  subject: required("Subject", 200),
  message: ZMessage,
  subscribeToNewsletter: z.boolean().default(false),
});
export type ContactMessageInput = z.input<typeof ZContactMessageInput>;

/** POST /api/newsletter. */
export const ZNewsletterSignup = z.object({ email: ZEmail });

/** The link tokens of the confirmation and unsubscribe mails. */
export const ZNewsletterToken = z.object({ token: z.string().trim().min(10, "This link is not valid").max(200, "This link is not valid") });

export const NEWSLETTER_MESSAGES = {
  /** The same answer whether the address was new, pending or already subscribed: nobody learns who subscribes. */
  signup: "Thank you! Please check your inbox and confirm your subscription.",
  confirmed: "Your subscription is confirmed. Thank you for following the studio!",
  unsubscribed: "You are unsubscribed and will receive no more newsletters.",
} as const;

// ---------------------------------------------------------------- commissions

export const COMMISSION_TYPES = ["paintings", "murals"] as const;
export const ZCommissionType = z.enum(COMMISSION_TYPES);
export type CommissionType = z.infer<typeof ZCommissionType>;

/** Paintings are measured in inches, murals in feet (spec section 9). */
export const COMMISSION_UNITS: Record<CommissionType, { unit: string; label: string; category: string }> = {
  paintings: { unit: "in", label: "inches", category: "Paintings" },
  murals: { unit: "ft", label: "feet", category: "Murals" },
};

export interface CommissionMultipliers {
  paintingMultiplier: number;
  muralMultiplier: number;
}

/** What the contact page uses when the settings cannot be read: 5 per square inch, 10 per square foot. */
export const FALLBACK_MULTIPLIERS: CommissionMultipliers = { paintingMultiplier: 5, muralMultiplier: 10 };

/** A height or width as typed: a number above 0, else null. */
export function parseDimension(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (!/^\d*\.?\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 && value <= 10_000 ? value : null;
}

/**
 * Spec section 4: estimate = height × width × the type's multiplier, in cents; null (the estimate is cleared) unless
 * both numbers parse above 0.
 */
export function estimateCents(
  type: CommissionType,
  height: string | number | null | undefined,
  width: string | number | null | undefined,
  multipliers: CommissionMultipliers,
): number | null {
  const h = parseDimension(height);
  const w = parseDimension(width);
  if (h === null || w === null) return null;
  const multiplier = type === "murals" ? multipliers.muralMultiplier : multipliers.paintingMultiplier;
  return Math.round(h * w * multiplier * 100);
}

/** The dimensions text stored with a request: 'height × width' and the unit. */
export function dimensionsText(type: CommissionType, height: number, width: number): string {
  return `${height} × ${width} ${COMMISSION_UNITS[type].unit}`;
}

/**
 * POST /api/commission/requests. The spec's payload (customerName, customerEmail, subject, message, location,
 * dimensions, estimatedPrice, categoryId, subscribeToNewsletter) plus the type and the two numbers, from which the
 * server computes the estimate with its own multipliers; the browser's estimatedPrice and dimensions are ignored.
 */
export const ZCommissionRequestInput = z.object({
  customerName: required("Name", 200),
  customerEmail: ZEmail,
  subject: required("Subject", 200),
  message: ZMessage,
  location: optional(200),
  commissionType: ZCommissionType.default("paintings"),
  height: z.union([z.number(), z.string()]).optional(),
  width: z.union([z.number(), z.string()]).optional(),
  subcategoryId: z.number().int().positive().nullable().optional(),
  phone: optional(40),
  subscribeToNewsletter: z.boolean().default(false),
  dimensions: z.string().max(200).optional(),
  estimatedPrice: z.number().optional(),
  categoryId: z.number().int().optional(),
});
export type CommissionRequestInput = z.input<typeof ZCommissionRequestInput>;

export const ZCommissionSettings = z.object({
  paintingMultiplier: z.number(),
  muralMultiplier: z.number(),
});

const ZMultiplier = (label: string) =>
  z.number({ message: `${label} must be a number` }).positive(`${label} must be above 0`).max(100_000, `${label} is too large`);

/** The admin's commission settings. */
export const ZCommissionSettingsUpdate = z.object({
  paintingMultiplier: ZMultiplier("Painting price per square inch"),
  muralMultiplier: ZMultiplier("Mural price per square foot"),
  artistEmail: z.union([z.literal(""), ZEmail]).default(""),
  autoReplySubject: required("Auto-reply subject", 200),
  autoReplyContent: required("Auto-reply content", 10_000),
});
export type CommissionSettingsUpdate = z.infer<typeof ZCommissionSettingsUpdate>;
export const ZCommissionSettingsAdmin = ZCommissionSettingsUpdate.extend({ updatedAt: z.string() });
export type CommissionSettingsAdmin = z.infer<typeof ZCommissionSettingsAdmin>;

/** The {{variables}} the auto-reply may use. */
export const AUTO_REPLY_VARIABLES = { customerName: "Jane Collector", subject: "A harbour for our living room", siteName: "Elena Marsh Studio" };

export const ZCommissionSubcategory = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  acceptingCommissions: z.boolean(),
  displayOrder: z.number().int(),
});
export const ZCommissionCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  acceptingCommissions: z.boolean(),
  displayOrder: z.number().int(),
  subcategories: z.array(ZCommissionSubcategory),
});
export type CommissionCategory = z.infer<typeof ZCommissionCategory>;
export const ZCommissionCategories = z.array(ZCommissionCategory);
export type CommissionSubcategory = z.infer<typeof ZCommissionSubcategory>;

/** A category or subcategory as the admin writes it. */
export const ZCommissionCategoryWrite = z.object({
  name: required("Name", 100),
  acceptingCommissions: z.boolean().default(true),
});
export const ZCommissionOrder = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });

export const COMMISSION_STATUSES = ["pending", "quoted", "accepted", "in_progress", "completed", "declined"] as const;
export const ZCommissionStatus = z.enum(COMMISSION_STATUSES);
export type CommissionStatus = z.infer<typeof ZCommissionStatus>;
export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  pending: "Pending", quoted: "Quoted", accepted: "Accepted", in_progress: "In progress", completed: "Completed", declined: "Declined",
};

/** The workflow: pending -> quoted -> accepted -> in progress -> completed; any open request may be declined. */
export const COMMISSION_TRANSITIONS: Record<CommissionStatus, readonly CommissionStatus[]> = {
  pending: ["quoted", "declined"],
  quoted: ["accepted", "declined"],
  accepted: ["in_progress", "declined"],
  in_progress: ["completed", "declined"],
  completed: [],
  declined: [],
};

export const ZCommissionRequest = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  phone: z.string().nullable(),
  commissionType: ZCommissionType.nullable(),
  categoryName: z.string().nullable(),
  subcategoryName: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  dimensions: z.string(),
  estimatedPriceCents: z.number().int().nullable(),
  quotedPriceCents: z.number().int().nullable(),
  status: ZCommissionStatus,
  adminNotes: z.string(),
  location: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommissionRequest = z.infer<typeof ZCommissionRequest>;

export const ZCommissionRequestQuery = z.object({
  status: ZCommissionStatus.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const ZCommissionRequestPage = z.object({
  requests: z.array(ZCommissionRequest),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  open: z.number().int(),
});
export type CommissionRequestPage = z.infer<typeof ZCommissionRequestPage>;

/** PATCH /api/admin/commission-requests/:id: a status move, notes, a quote (any of them). */
export const ZCommissionRequestUpdate = z.object({
  status: ZCommissionStatus.optional(),
  adminNotes: z.string().max(10_000, "Notes can be at most 10,000 characters").optional(),
  quotedPriceCents: z.number().int().min(0, "The quote cannot be negative").max(100_000_000).nullable().optional(),
});
export type CommissionRequestUpdate = z.infer<typeof ZCommissionRequestUpdate>;

// ---------------------------------------------------------------- inquiries (contact messages)

export const ZInquiryReply = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  mailId: z.number().int().nullable(),
  mailStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type InquiryReply = z.infer<typeof ZInquiryReply>;

export const ZInquiry = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  subscribeToNewsletter: z.boolean(),
  readAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof ZInquiry>;
export const ZInquiryDetail = ZInquiry.extend({ replies: z.array(ZInquiryReply) });
export type InquiryDetail = z.infer<typeof ZInquiryDetail>;

export const ZInquiryQuery = z.object({
  filter: z.enum(["all", "unread"]).default("all"),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const ZInquiryPage = z.object({
  inquiries: z.array(ZInquiry),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InquiryPage = z.infer<typeof ZInquiryPage>;

/** A reply by email, from the admin (to an inquiry or a commission request). */
export const ZReplyInput = z.object({
  subject: required("Subject", 200),
  body: required("Reply", 20_000),
});
export type ReplyInput = z.infer<typeof ZReplyInput>;

// ---------------------------------------------------------------- subscribers and newsletters

export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export const ZSubscriberStatus = z.enum(SUBSCRIBER_STATUSES);
export type SubscriberStatus = z.infer<typeof ZSubscriberStatus>;

export const ZSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  status: ZSubscriberStatus,
  source: z.string(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof ZSubscriber>;
export const ZSubscriberQuery = z.object({
  status: ZSubscriberStatus.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const ZSubscriberPage = z.object({
  subscribers: z.array(ZSubscriber),
  total: z.number().int(),
  active: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubscriberPage = z.infer<typeof ZSubscriberPage>;

/** A newsletter the owner writes and sends to every confirmed subscriber. */
export const ZNewsletterInput = z.object({
  subject: required("Subject", 200),
  content: required("Content", 50_000),
});
export type NewsletterInput = z.infer<typeof ZNewsletterInput>;
export const ZNewsletter = z.object({
  id: z.number().int(),
  subject: z.string(),
  content: z.string(),
  recipientCount: z.number().int(),
  sentAt: z.string(),
});
export type Newsletter = z.infer<typeof ZNewsletter>;
