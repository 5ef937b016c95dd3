/** Static policy texts, built from the business constants of product spec section 9. */
export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface Policy {
  title: string;
  intro: string;
  sections: PolicySection[];
}

export const SHIPPING_RETURNS: Policy = {
  title: "Shipping & Returns",
  intro: "Every piece is packed by hand in the studio. Here is what to expect once you place an order.",
  sections: [
    {
      heading: "Processing time",
      items: [
        "Original paintings ship within 3–5 business days.",
        "Prints and merchandise ship within 2–3 business days.",
      ],
    },
    {
      heading: "Delivery",
      items: [
        "Standard shipping: 5–7 business days.",
        "Expedited shipping: 2–3 business days.",
        "International shipping: 10–21 business days.",
      ],
    },
    {
      heading: "Returns",
      items: [
        "Original paintings can be returned within 14 days of delivery; a restocking fee of up to 15% may apply.",
        "Prints and merchandise can be returned within 30 days of delivery.",
        "Commissioned work is made for you alone and cannot be returned.",
      ],
    },
    {
      heading: "Damaged items",
      paragraphs: [
        "If anything arrives damaged, please tell us within 48 hours of delivery, with a photo of the piece and its packaging, and we will make it right.",
      ],
    },
    {
      heading: "Questions",
      paragraphs: ["Write to us through the contact page; we reply within 24–48 business hours."],
    },
  ],
};

export const SECURITY_POLICY: Policy = {
  title: "Security Policy",
  intro: "How this shop protects your payment details and personal information.",
  sections: [
    {
      heading: "Payments",
      paragraphs: [
        "Card payments are handled by our payment provider on its own secure systems. Your card number is entered into the provider's form and never reaches or is stored on our servers.",
      ],
    },
    {
      heading: "Your information",
      items: [
        "We keep only what an order needs: your name, email address, phone number if you give one, and the shipping and billing addresses.",
        "Contact messages and commission requests are used only to answer you.",
        "We never sell your information.",
      ],
    },
    {
      heading: "How the site is protected",
      items: [
        "Pages and data travel over encrypted connections.",
        "The studio's administration area requires a sign-in with a securely hashed password and can require a second verification code.",
        "Original paintings are reserved for 15 minutes while in your cart so one painting is never sold twice.",
      ],
    },
    {
      heading: "Reporting a problem",
      paragraphs: ["If you notice anything suspicious, please tell us through the contact page; we reply within 24–48 business hours."],
    },
  ],
};
