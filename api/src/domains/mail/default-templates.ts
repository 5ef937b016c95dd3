import type { MailTemplateKey } from "@studio/contracts";

/** The first wording of every mail; the owner edits them in Email templates (the database copy is what is sent). */
export const DEFAULT_TEMPLATES: Record<MailTemplateKey, { subject: string; content: string }> = {
  order_confirmation: {
    subject: "Your order #{{orderId}} is confirmed",
    content: `Dear {{customerName}},

Thank you for your order. Your payment has been received and I will prepare everything with care.

Order #{{orderId}}
{{items}}

Subtotal: {{subtotal}}
Shipping: {{shipping}}
Total: {{total}}

It will be sent to:
{{shippingAddress}}

I will write again when your order is on its way. If anything is unclear, simply reply to this email.

With warm wishes,
{{siteName}}
{{siteUrl}}`,
  },
  order_notice: {
    subject: "New order #{{orderId}} from {{customerName}} — {{total}}",
    content: `A new order has been paid.

Order #{{orderId}}
{{items}}

Total: {{total}}

Buyer: {{customerName}} <{{customerEmail}}>
Ship to:
{{shippingAddress}}

Notes: {{notes}}

Open the order: {{adminUrl}}`,
  },
  order_refunded: {
    subject: "Your order #{{orderId}} has been refunded",
    content: `Dear {{customerName}},

Your order #{{orderId}} has been refunded in full ({{total}}). Depending on your bank, the money may take a few days to appear on your statement.

{{reason}}

I am sorry for the disappointment. If you have any questions, simply reply to this email.

{{siteName}}`,
  },
  order_shipped: {
    subject: "Your order #{{orderId}} is on its way",
    content: `Dear {{customerName}},

Good news: your order #{{orderId}} has been shipped.

{{items}}

Follow your parcel:
{{tracking}}

If anything is unclear, simply reply to this email.

With warm wishes,
{{siteName}}
{{siteUrl}}`,
  },
  payment_auto_refunded: {
    subject: "Payment for order #{{orderId}} was refunded automatically",
    content: `A payment arrived for order #{{orderId}} from {{customerName}} <{{customerEmail}}>, but an item in it was no longer available, so the payment of {{total}} was refunded automatically and the buyer was told.

Reason: {{reason}}

Open the order: {{adminUrl}}`,
  },
  contact_received: {
    subject: "New message from {{name}}: {{subject}}",
    content: `{{name}} <{{email}}> wrote through the contact form:

Subject: {{subject}}

{{message}}

Reply from the admin or directly to this email: {{adminUrl}}`,
  },
  commission_received: {
    subject: "Commission request from {{customerName}}: {{subject}}",
    content: `{{customerName}} <{{customerEmail}}> sent a commission request.

Type: {{commissionType}}
Size: {{dimensions}}
Estimate shown: {{estimate}}
Location: {{location}}

Subject: {{subject}}

{{message}}

Open the requests: {{adminUrl}}`,
  },
  newsletter_confirm: {
    subject: "Please confirm your subscription to {{siteName}}",
    content: `Hello,

Please confirm that you would like to receive news from {{siteName}} (new paintings, exhibitions and studio notes) by opening this link:

{{confirmUrl}}

If you did not ask for this, simply ignore this email and you will not hear from us again.`,
  },
  password_reset: {
    subject: "Your password reset code",
    content: `Your code to reset the admin password of {{siteName}} is:

{{code}}

It works once and expires in {{minutes}} minutes. If you did not ask for it, ignore this email; your password stays as it is.`,
  },
};
