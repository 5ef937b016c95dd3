import { Hono } from "hono";
import {
  NEWSLETTER_MESSAGES, ZCommissionRequestInput, ZContactMessageInput, ZNewsletterSignup, ZNewsletterToken,
} from "@studio/contracts";
import { findCommissionCategories } from "../../domains/commission/find-commission-categories.ts";
import { getCommissionSettings } from "../../domains/commission/get-commission-settings.ts";
import { submitCommissionRequest } from "../../domains/commission/submit-commission-request.ts";
import { sendContactMessage } from "../../domains/contact/send-contact-message.ts";
import { transact } from "../../db/transact.ts";
import { confirmSubscription } from "../../domains/newsletter/confirm-subscription.ts";
import { subscribe } from "../../domains/newsletter/subscribe.ts";
import { unsubscribe } from "../../domains/newsletter/unsubscribe.ts";
import { LIMITS, takeAttempt } from "../../rate-limit.ts";
import { clientIp } from "../client-ip.ts";
import type { AppEnv } from "../context.ts";
import { publicUrl } from "../public-url.ts";
import { parseJson, parseWith } from "../validate.ts";

/** How visitors reach the studio (spec section 7): contact, commissions, newsletter. */
export const contactRoutes = new Hono<AppEnv>()
  .post("/contact", async (c) => {
    const input = await parseJson(c, ZContactMessageInput);
    await sendContactMessage(c.var.sql, input, { ip: clientIp(c), publicUrl: publicUrl(c) });
    return c.json({ message: "Thank you for your message! We will get back to you soon." }, 201);
  })
  .get("/commission/settings", async (c) => c.json(await getCommissionSettings(c.var.sql)))
  .get("/commission/categories", async (c) => c.json(await findCommissionCategories(c.var.sql)))
  .post("/commission/requests", async (c) => {
    const input = await parseJson(c, ZCommissionRequestInput);
    await submitCommissionRequest(c.var.sql, input, { ip: clientIp(c), publicUrl: publicUrl(c) });
    return c.json({ message: "Thank you for your commission request! We will review it and get back to you soon." }, 201);
  })
  .post("/newsletter", async (c) => {
    const { email } = await parseJson(c, ZNewsletterSignup);
    await takeAttempt(c.var.sql, `newsletter:${clientIp(c)}`, LIMITS.newsletterPerIp);
    await transact(c.var.sql, (tx) => subscribe(tx, email, { source: "newsletter", publicUrl: publicUrl(c) }));
    return c.json({ message: NEWSLETTER_MESSAGES.signup });
  })
  .post("/newsletter/confirm", async (c) => {
    const { token } = await parseJson(c, ZNewsletterToken);
    await confirmSubscription(c.var.sql, token);
    return c.json({ message: NEWSLETTER_MESSAGES.confirmed });
  })
  // The token comes in the query from a mail client's one-click POST (RFC 8058, form body
  // "List-Unsubscribe=One-Click"), or as JSON from the unsubscribe page.
  .post("/newsletter/unsubscribe", async (c) => {
    const fromQuery = c.req.query("token");
    const { token } = fromQuery ? parseWith(ZNewsletterToken, { token: fromQuery }) : await parseJson(c, ZNewsletterToken);
    await unsubscribe(c.var.sql, c.var.secrets, token);
    return c.json({ message: NEWSLETTER_MESSAGES.unsubscribed });
  });
