import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, type MailTemplateKey, renderMail, templateVariables, unknownVariables } from "./mail.ts";

describe("renderMail", () => {
  const template = { subject: "Order {{orderId}} for {{customerName}}", content: "Dear {{customerName}},\n\nYour items:\n{{items}}\n\nSee https://example.com/shop?a=1&b=2." };

  it("fills the subject and text with the values as they are", () => {
    const mail = renderMail(template, { orderId: "7", customerName: "Ada <Lovelace>", items: "1 × Tide\n2 × Dusk" });
    expect(mail.subject).toBe("Order 7 for Ada <Lovelace>");
    expect(mail.text).toBe("Dear Ada <Lovelace>,\n\nYour items:\n1 × Tide\n2 × Dusk\n\nSee https://example.com/shop?a=1&b=2.");
  });

  it("escapes the template and every value in the HTML part, so a value can never inject markup", () => {
    const payloads = ["<script>alert(1)</script>", `"><img src=x onerror=alert(1)>`, "javascript:alert(1)", "<a href='https://evil'>x</a>"];
    for (const payload of payloads) {
      const { html } = renderMail(template, { orderId: "7", customerName: payload, items: payload });
      expect(html).not.toMatch(/<img|<script|href='https:\/\/evil'/);
      expect(html).toContain(payload.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;"));
    }
  });

  it("keeps paragraphs and line breaks and links web addresses (without the full stop after them)", () => {
    const { html } = renderMail(template, { orderId: "7", customerName: "Ada", items: "1 × Tide\n2 × Dusk" });
    expect(html).toContain('<p style="margin:0 0 16px">Your items:<br>1 × Tide<br>2 × Dusk</p>');
    expect(html).toContain('<a href="https://example.com/shop?a=1&amp;b=2" style="color:#9a4b2f">https://example.com/shop?a=1&amp;b=2</a>.');
  });

  it("a missing value renders empty; a subject never spans lines (no header injection)", () => {
    const mail = renderMail({ subject: "Hi {{name}}", content: "[{{missing}}]" }, { name: "A\r\nBcc: victim@example.com" });
    expect(mail.subject).toBe("Hi A Bcc: victim@example.com");
    expect(mail.text).toBe("[]");
  });
});

describe("unknownVariables", () => {
  it("names the variables a template does not offer, once each", () => {
    expect(unknownVariables("order_confirmation", "{{orderId}} {{ total }} {{nope}}", "{{nope}} {{other}}")).toEqual(["nope", "other"]);
    expect(unknownVariables("password_reset", "{{code}} {{minutes}} {{siteName}}")).toEqual([]);
  });

  it("every template's sample values render without leftovers", () => {
    for (const key of Object.keys(MAIL_TEMPLATES) as MailTemplateKey[]) {
      const vars = templateVariables(key);
      const content = Object.keys(vars).map((v) => `{{${v}}}`).join(" ");
      expect(renderMail({ subject: key, content }, vars).text, key).not.toContain("{{");
    }
  });
});

describe("renderMail with an empty value", () => {
  it("leaves no run of blank lines or empty paragraph behind", () => {
    const mail = renderMail({ subject: "s", content: "Refunded.\n\n{{reason}}\n\nSorry." }, { reason: "" });
    expect(mail.text).toBe("Refunded.\n\nSorry.");
    expect(mail.html.match(/<p /g)).toHaveLength(2);
  });
});
