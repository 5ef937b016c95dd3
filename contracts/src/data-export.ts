import { z } from "zod";

/**
 * The site's backup file (GET /api/admin/export.json, POST /api/admin/import): every content table and the orders, one
 * array of records per table, fields as the API names them (camelCase), money in integer cents, times ISO 8601 UTC.
 * Never in it: the owner's account and password, sessions, two-step secrets, trusted devices, reset codes, the mail
 * server settings (its password is sealed), rate limits, the outbox, the mail log and analytics. Uploaded image files
 * are not in it either, only their ids and URLs (copy DATA_DIR/uploads too).
 */
export const DATA_EXPORT_FORMAT = "studio-export";
export const DATA_EXPORT_VERSION = 1;
/** The import's body limit (the route's own; other JSON bodies are limited to 256 KB). */
export const DATA_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

const id = z.number().int().positive();
const ref = id.nullable();
const cents = z.number().int().min(0);
const time = z.iso.datetime({ offset: true });
const maybeTime = time.nullable();
const text = z.string();
const maybeText = z.string().nullable();
const currency = z.string().length(3);
const json = z.record(z.string(), z.unknown());

export const ZSettingRecord = z.object({ key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), value: text, description: text, updatedAt: time });

export const ZImageRecord = z.object({
  id: z.string().regex(/^[a-f0-9]{32}$/), width: id, height: id, bytes: id, originalFormat: text, palette: z.array(z.unknown()).nullable(),
  createdAt: time,
});

export const ZArtworkRecord = z.object({
  id, title: z.string().min(1).max(200), description: text, imageUrl: text, imageId: z.string().nullable(), medium: text,
  year: z.number().int().min(1900).max(2200).nullable(), dimensions: text, category: text,
  status: z.enum(["available", "sold", "unavailable"]), featured: z.boolean(), displayOrder: z.number().int(), available: z.boolean(),
  priceCents: cents.nullable(), currency, artistName: text, isLimitedEdition: z.boolean(), editionSize: id.nullable(),
  editionsSold: cents, limitedEditionPriceCents: cents.nullable(), limitedEditionAvailable: z.boolean(), hasDigitalVersion: z.boolean(),
  digitalFileUrl: maybeText, digitalPriceCents: cents.nullable(), personalLicensePriceCents: cents.nullable(),
  commercialLicensePriceCents: cents.nullable(), seoTitle: text, seoDescription: text, altText: text, createdAt: time, updatedAt: time,
});

export const ZNamedTypeRecord = z.object({
  id, name: z.string().min(1).max(100), description: text, displayOrder: z.number().int(), active: z.boolean(), createdAt: time, updatedAt: time,
});

export const ZProductRecord = z.object({
  id, title: z.string().min(1).max(200), description: text, priceCents: cents, currency, imageUrl: text, imageId: z.string().nullable(),
  stock: cents, type: z.enum(["originals", "prints", "merchandise"]), subtype: maybeText, available: z.boolean(), artworkId: ref,
  printfulProductId: maybeText, printProvider: z.enum(["printful", "gooten"]).nullable().default(null), isLimitedEdition: z.boolean(), editionSize: id.nullable(), editionNumber: id.nullable(),
  category: maybeText, featured: z.boolean(), displayOrder: z.number().int(), height: z.number().positive().nullable(),
  width: z.number().positive().nullable(), seoKeywords: text, seoTitle: text, seoDescription: text, altText: text, createdAt: time,
  updatedAt: time,
});

export const ZProductVariantRecord = z.object({
  id, productId: id, variantName: z.string().min(1).max(100), priceCents: cents, stock: cents, printfulVariantId: maybeText,
  providerCostCents: cents.nullable().default(null), available: z.boolean(), isDefault: z.boolean(), createdAt: time, updatedAt: time,
});

export const ZShippingZoneRecord = z.object({
  id, name: z.string().min(1), description: text, baseRateCents: cents, additionalItemRateCents: cents, currency, active: z.boolean(),
  createdAt: time, updatedAt: time,
});

export const ZCommissionCategoryRecord = z.object({
  id, name: z.string().min(1), isMainCategory: z.boolean(), parentCategoryId: ref, acceptingCommissions: z.boolean(),
  displayOrder: z.number().int(), createdAt: time,
});

export const ZCommissionSubcategoryRecord = z.object({
  id, name: z.string().min(1), categoryId: id, acceptingCommissions: z.boolean(), displayOrder: z.number().int(), createdAt: time,
});

export const ZCommissionSettingsRecord = z.object({
  paintingMultiplier: z.number().positive(), muralMultiplier: z.number().positive(), artistEmail: text, autoReplySubject: text,
  autoReplyContent: text, updatedAt: time,
});

export const ZEmailTemplateRecord = z.object({
  id, templateKey: z.string().regex(/^[a-z][a-z0-9_]*$/), name: text, subject: text, content: text, isActive: z.boolean(),
  createdAt: time, updatedAt: time,
});

export const ZContactMessageRecord = z.object({
  id, name: z.string().min(1).max(200), email: z.string().includes("@"), subject: text, message: z.string().min(10),
  subscribeToNewsletter: z.boolean(), readAt: maybeTime, repliedAt: maybeTime, createdAt: time,
});

export const ZCommissionRequestRecord = z.object({
  id, customerName: z.string().min(1).max(200), customerEmail: z.string().includes("@"), phone: maybeText, categoryId: ref,
  subcategoryId: ref, commissionType: z.enum(["paintings", "murals"]).nullable(), subject: text, projectDescription: text,
  dimensions: text, estimatedPriceCents: cents.nullable(), quotedPriceCents: cents.nullable(),
  status: z.enum(["pending", "quoted", "accepted", "in_progress", "completed", "declined"]), adminNotes: text, location: text,
  message: text, subscribeToNewsletter: z.boolean(), createdAt: time, updatedAt: time,
});

/** mailId and createdBy point at this site's mail log and owner: the import keeps them only where they exist. */
export const ZReplyRecord = z.object({
  id, contactMessageId: ref, commissionRequestId: ref, subject: text, body: text, mailId: ref, createdBy: ref, createdAt: time,
});

/** confirmTokenHash: a one-way hash of the confirmation link's token (the link itself is not in the file). */
export const ZSubscriberRecord = z.object({
  id, email: z.string().includes("@"), status: z.enum(["pending", "active", "unsubscribed"]),
  source: z.enum(["newsletter", "contact", "commission", "import"]), confirmTokenHash: maybeText, confirmSentAt: maybeTime,
  confirmedAt: maybeTime, unsubscribedAt: maybeTime, createdAt: time, updatedAt: time,
});

export const ZNewsletterRecord = z.object({
  id, subject: text, content: text, recipientCount: cents, sentBy: ref, sentAt: time,
});

export const ZOrderRecord = z.object({
  id, customerName: z.string().min(2), customerEmail: z.string().includes("@"), shippingAddress: json, billingAddress: json.nullable(),
  phone: maybeText, subtotalCents: cents, shippingCents: cents, totalCents: cents, currency, shippingZoneId: ref,
  status: z.enum(["pending", "paid", "processing", "shipped", "delivered", "cancelled", "refunded", "payment_failed"]),
  orderType: z.enum(["physical", "digital"]), paymentProvider: maybeText, paymentIntentId: maybeText, cartToken: maybeText,
  downloadCode: maybeText, downloadExpiresAt: maybeTime, downloadCount: cents, licenseType: maybeText, notes: text,
  printfulOrderId: maybeText, gootenOrderId: maybeText, paidAt: maybeTime, createdAt: time, updatedAt: time,
}).refine((o) => o.totalCents === o.subtotalCents + o.shippingCents, { message: "totalCents must be subtotalCents + shippingCents", path: ["totalCents"] });

export const ZOrderItemRecord = z.object({
  id, orderId: id, productId: ref, variantId: ref, artworkId: ref, itemType: z.enum(["originals", "prints", "merchandise", "digital"]),
  title: text, variantName: maybeText, quantity: id, unitPriceCents: cents, editionNumber: id.nullable(), licenseType: maybeText,
  digitalFileUrl: maybeText, createdAt: time,
});

/** The tables of the file, in the order the import writes them (a table only points at tables before it). */
export const ZDataTables = z.object({
  settings: z.array(ZSettingRecord),
  images: z.array(ZImageRecord),
  artworks: z.array(ZArtworkRecord),
  originalTypes: z.array(ZNamedTypeRecord),
  merchandiseTypes: z.array(ZNamedTypeRecord),
  products: z.array(ZProductRecord),
  productVariants: z.array(ZProductVariantRecord),
  shippingZones: z.array(ZShippingZoneRecord),
  commissionCategories: z.array(ZCommissionCategoryRecord),
  commissionSubcategories: z.array(ZCommissionSubcategoryRecord),
  emailTemplates: z.array(ZEmailTemplateRecord),
  contactMessages: z.array(ZContactMessageRecord),
  commissionRequests: z.array(ZCommissionRequestRecord),
  replies: z.array(ZReplyRecord),
  subscribers: z.array(ZSubscriberRecord),
  newsletters: z.array(ZNewsletterRecord),
  orders: z.array(ZOrderRecord),
  orderItems: z.array(ZOrderItemRecord),
});
export type DataTables = z.infer<typeof ZDataTables>;
export type DataTableName = keyof DataTables;
export const DATA_TABLE_NAMES = Object.keys(ZDataTables.shape) as DataTableName[];

/** What identifies the file; read first, so a file of another version is refused by its version alone. */
export const ZDataExportHeader = z.object({
  format: z.literal(DATA_EXPORT_FORMAT, { message: `This is not a studio export file (format must be "${DATA_EXPORT_FORMAT}")` }),
  version: z.literal(DATA_EXPORT_VERSION, { message: `This site reads export version ${DATA_EXPORT_VERSION} files only` }),
});

export const ZDataExport = ZDataExportHeader.extend({
  exportedAt: time,
  commissionSettings: ZCommissionSettingsRecord,
  ...ZDataTables.shape,
});
export type DataExport = z.infer<typeof ZDataExport>;

/** POST /api/admin/import answers how many records of each table the site holds now. */
export type DataImportCounts = Record<DataTableName, number>;
export interface DataImportResult {
  counts: DataImportCounts;
}

/** GET /api/admin/export/<table>.csv: the spreadsheets the owner can download. */
export const DATA_CSV_TABLES = {
  orders: "Orders (one row per order line)",
  products: "Products (one row per variant)",
  artworks: "Artworks",
  subscribers: "Subscribers",
  "contact-messages": "Contact messages",
  "commission-requests": "Commission requests",
} as const;
export type DataCsvTable = keyof typeof DATA_CSV_TABLES;
export const ZDataCsvTable = z.enum(Object.keys(DATA_CSV_TABLES) as [DataCsvTable, ...DataCsvTable[]]);
