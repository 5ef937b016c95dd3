import { z } from "zod";

/**
 * The mails the studio sends, each rendered from an owner-editable template. `variables` are what a template may
 * use as {{name}}; the sample values fill the admin preview.
 */
export const MAIL_TEMPLATES = {
  order_confirmation: {
    name: "Order confirmation",
    description: "To the buyer, once the payment has gone through.",
    variables: {
      customerName: "Jane Collector",
      orderId: "1042",
      items: "1 × Morning Tide (original) — $1,200.00\n2 × Harbour at Dusk, A4 print — $90.00",
      subtotal: "$1,290.00",
      shipping: "$15.00",
      total: "$1,305.00",
      shippingAddress: "Jane Collector\n12 Harbour Road\nPortland, ME 04101\nUnited States",
      siteUrl: "https://example.com",
    },
  },
  order_notice: {
    name: "New order (to you)",
    description: "To the studio when an order has been paid.",
    variables: {
      orderId: "1042",
      customerName: "Jane Collector",
      customerEmail: "jane@example.com",
      items: "1 × Morning Tide (original) — $1,200.00",
      total: "$1,215.00",
      shippingAddress: "Jane Collector\n12 Harbour Road\nPortland, ME 04101\nUnited States",
      notes: "Please gift-wrap.",
      adminUrl: "https://example.com/admin/orders/1042",
    },
  },
  order_refunded: {
    name: "Order refunded",
    description: "To the buyer when an order is refunded, by you or automatically.",
    variables: {
      customerName: "Jane Collector",
      orderId: "1042",
      total: "$1,215.00",
      reason: "An item in your order was sold while your payment was being processed.",
    },
  },
  order_shipped: {
    name: "Order shipped",
    description: "To the buyer when the print provider has shipped everything in the order, with the tracking.",
    variables: {
      customerName: "Jane Collector",
      orderId: "1042",
      items: "2 × Harbour at Dusk, 12″×16″ poster — $70.00",
      carrier: "USPS",
      trackingNumber: "9400111899223197428490",
      trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490",
      tracking: "USPS 9400111899223197428490: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490",
      siteUrl: "https://example.com",
    },
  },
  payment_auto_refunded: {
    name: "Payment refunded automatically (to you)",
    description: "To the studio when a payment arrived for an item that was no longer available and was refunded.",
    variables: {
      orderId: "1042",
      customerName: "Jane Collector",
      customerEmail: "jane@example.com",
      total: "$1,215.00",
      reason: "Morning Tide was no longer available",
      adminUrl: "https://example.com/admin/orders/1042",
    },
  },
  contact_received: {
    name: "Contact message (to you)",
    description: "To the studio when someone sends the contact form.",
    variables: {
      name: "Jane Collector",
      email: "jane@example.com",
      subject: "Studio visit",
      message: "Hello! Could I visit the studio next month?",
      adminUrl: "https://example.com/admin/inquiry/7",
    },
  },
  commission_received: {
    name: "Commission request (to you)",
    description: "To the commission address when a commission request arrives.",
    variables: {
      customerName: "Jane Collector",
      customerEmail: "jane@example.com",
      location: "Portland, ME",
      commissionType: "Paintings",
      dimensions: "24 × 36",
      estimate: "$2,160.00",
      subject: "A harbour for our living room",
      message: "We would love a calm harbour scene in blues and greys.",
      adminUrl: "https://example.com/admin/commission-requests",
    },
  },
  newsletter_confirm: {
    name: "Newsletter confirmation",
    description: "To a new subscriber: the link that confirms the subscription (double opt-in).",
    variables: {
      confirmUrl: "https://example.com/newsletter/confirm?token=…",
    },
  },
  password_reset: {
    name: "Password reset code",
    description: "To the owner: the 6-digit code that resets the admin password.",
    variables: {
      code: "482913",
      minutes: "15",
    },
  },
} as const satisfies Record<string, { name: string; description: string; variables: Record<string, string> }>;

export type MailTemplateKey = keyof typeof MAIL_TEMPLATES;

/** Every template may also use these (the studio_name setting). */
const COMMON_VARIABLES = { siteName: "Elena Marsh Studio" };

/** The {{variables}} template `key` may use, with sample values for previews. */
export function templateVariables(key: MailTemplateKey): Record<string, string> {
  return { ...MAIL_TEMPLATES[key].variables, ...COMMON_VARIABLES };
}
export const ZMailTemplateKey = z.enum(Object.keys(MAIL_TEMPLATES) as [MailTemplateKey, ...MailTemplateKey[]]);

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The {{names}} a text uses that its template does not offer. */
export function unknownVariables(key: MailTemplateKey, ...texts: string[]): string[] {
  const known = new Set(Object.keys(templateVariables(key)));
  const used = texts.flatMap((t) => [...t.matchAll(VARIABLE)].map((m) => m[1]));
  return [...new Set(used.filter((name) => !known.has(name)))];
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

const fill = (text: string, vars: Record<string, string>, wrap: (value: string) => string) =>
  text.replace(VARIABLE, (_, name: string) => wrap(vars[name] ?? ""));

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escaped text as HTML: paragraphs at blank lines, line breaks kept, web addresses made links. */
function textToHtml(escaped: string): string {
  return escaped.trim().split(/\n\s*\n/).filter((para) => para.trim()).map((para) => {
    const linked = para.replace(URL_IN_TEXT, (url) => `<a href="${url}" style="color:#9a4b2f">${url}</a>`);
    return `<p style="margin:0 0 16px">${linked.replaceAll("\n", "<br>")}</p>`;
  }).join("\n");
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Fills a template: the subject and text get the values as they are; the HTML part escapes the template text and
 * the values (a value can never inject markup) and wraps them in the studio's quiet mail layout.
 */
export function renderMail(
  template: { subject: string; content: string },
  vars: Record<string, string>,
): RenderedMail {
  const subject = fill(template.subject, vars, (v) => v).replace(/[\r\n]+/g, " ").trim();
  // A value left empty must not leave a hole of blank lines behind.
  const text = fill(template.content, vars, (v) => v).replace(/\n[ \t]*(\n[ \t]*){2,}/g, "\n\n").trim();
  // Placeholders survive escaping untouched ({, } and letters are not escaped), so escape first, then fill escaped.
  const body = textToHtml(fill(escapeHtml(template.content), vars, escapeHtml));
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:32px 16px;background:#faf8f5;font-family:Georgia,'Times New Roman',serif;color:#1c1b19">` +
    `<div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;font-size:16px;line-height:1.6">` +
    `${body}</div></body></html>`;
  return { subject, text, html };
}

const ZTemplateText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters`);

export const ZEmailTemplate = z.object({
  id: z.number().int(),
  templateKey: ZMailTemplateKey,
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof ZEmailTemplate>;

export const ZEmailTemplateUpdate = z.object({
  subject: ZTemplateText("Subject", 200),
  content: ZTemplateText("Content", 20_000),
  isActive: z.boolean(),
});
export type EmailTemplateUpdate = z.infer<typeof ZEmailTemplateUpdate>;

export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof ZMailStatus>;

export const ZMailLogEntry = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  templateKey: z.string().nullable(),
  transport: z.enum(["log", "smtp"]).nullable(),
  status: ZMailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type MailLogEntry = z.infer<typeof ZMailLogEntry>;

export const ZMailLogDetail = ZMailLogEntry.extend({
  bodyText: z.string(),
  bodyHtml: z.string().nullable(),
  replyTo: z.string().nullable(),
});
export type MailLogDetail = z.infer<typeof ZMailLogDetail>;

export const ZMailLogQuery = z.object({
  status: ZMailStatus.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const ZMailLogPage = z.object({
  mails: z.array(ZMailLogEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MailLogPage = z.infer<typeof ZMailLogPage>;

export const SMTP_SECURITY = ["starttls", "tls", "none"] as const;

/** SMTP as the owner sees it: the password itself is never sent back, only whether one is stored. */
export const ZSmtpSettings = z.object({
  enabled: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(SMTP_SECURITY),
  username: z.string(),
  hasPassword: z.boolean(),
  fromAddress: z.string(),
  fromName: z.string(),
});
export type SmtpSettings = z.infer<typeof ZSmtpSettings>;

const ZMailAddress = z.string().trim().max(254).email("Please enter a valid email address");

export const ZSmtpSettingsUpdate = z.object({
  enabled: z.boolean(),
  host: z.string().trim().max(253).regex(/^[A-Za-z0-9.-]*$/, "Enter a host name such as smtp.example.com"),
  port: z.coerce.number({ error: "Port must be a number" }).int("Port must be a whole number")
    .min(1, "Port must be between 1 and 65535").max(65535, "Port must be between 1 and 65535"),
  security: z.enum(SMTP_SECURITY, { error: "Choose how the connection is secured" }),
  username: z.string().trim().max(254),
  /** Omitted: keep the stored password. Empty: remove it. */
  password: z.string().max(500).optional(),
  fromAddress: ZMailAddress,
  fromName: z.string().trim().max(100),
}).refine((s) => !s.enabled || s.host.length > 0, { message: "Host is required to send through SMTP", path: ["host"] });
export type SmtpSettingsUpdate = z.infer<typeof ZSmtpSettingsUpdate>;

export const ZTestMail = z.object({ to: ZMailAddress });
