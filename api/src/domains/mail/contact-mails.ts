import { type AUTO_REPLY_VARIABLES, COMMISSION_UNITS, formatAmount, renderMail } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import { getCommissionSettingsAdmin } from "../commission/get-commission-settings.ts";
import { getCommissionRequest } from "../commission/find-commission-requests.ts";
import { ownerAddress } from "./owner-address.ts";
import { queueMail, queueTemplateMail, siteName } from "./queue-mail.ts";

/** A contact message: the studio is told, and a reply from the mail program goes straight to the visitor. */
export async function queueContactReceivedMail(db: Db, messageId: number, publicUrl: string): Promise<void> {
  const [m] = await db<{ name: string; email: string; subject: string; message: string }[]>`
    select name, email, subject, message from contact_messages where id = ${messageId}`;
  if (!m) return log.warn("contact mail skipped: no such message", { messageId });
  const owner = await ownerAddress(db);
  if (!owner) return log.warn("contact mail not sent: set a contact email in the site settings", { messageId });
  await queueTemplateMail(db, "contact_received", { ...m, adminUrl: `${publicUrl}/admin/inquiry/${messageId}` }, {
    to: owner, replyTo: m.email, dedupeKey: `contact_received:${messageId}`,
  });
}

/**
 * A commission request: the artist (the commission settings' address, else the studio's) is told, and the
 * customer gets the auto-reply written in the commission settings.
 */
export async function queueCommissionReceivedMails(db: Db, requestId: number, publicUrl: string): Promise<void> {
  // A missing request (deleted meanwhile) is skipped; any other failure is thrown so the bus redelivers the event.
  const request = await getCommissionRequest(db, requestId)
    .catch((err) => err instanceof AppError && err.code === "not_found" ? null : Promise.reject(err));
  if (!request) return log.warn("commission mail skipped: no such request", { requestId });
  const settings = await getCommissionSettingsAdmin(db);
  const artist = settings.artistEmail || await ownerAddress(db);
  const type = request.commissionType ? COMMISSION_UNITS[request.commissionType].category : request.categoryName ?? "";
  if (artist) {
    await queueTemplateMail(db, "commission_received", {
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      location: request.location || "not given",
      commissionType: [type, request.subcategoryName].filter(Boolean).join(" — "),
      dimensions: request.dimensions || "not given",
      estimate: request.estimatedPriceCents === null ? "none" : formatAmount(request.estimatedPriceCents),
      subject: request.subject,
      message: request.message,
      adminUrl: `${publicUrl}/admin/commission-requests?open=${requestId}`,
    }, { to: artist, replyTo: request.customerEmail, dedupeKey: `commission_received:${requestId}` });
  } else {
    log.warn("commission notice not sent: set an artist email in the commission settings", { requestId });
  }
  const vars: Record<keyof typeof AUTO_REPLY_VARIABLES, string> = {
    customerName: request.customerName, subject: request.subject, siteName: await siteName(db),
  };
  const reply = renderMail({ subject: settings.autoReplySubject, content: settings.autoReplyContent }, vars);
  await queueMail(db, reply, {
    to: request.customerEmail, replyTo: artist ?? undefined, dedupeKey: `commission_auto_reply:${requestId}`,
  }, "commission_auto_reply");
}
