import { Hono } from "hono";
import { z } from "zod";
import {
  ZCommissionCategoryWrite, ZCommissionOrder, ZCommissionRequestQuery, ZCommissionRequestUpdate, ZCommissionSettingsUpdate,
  ZInquiryQuery, ZNewsletterInput, ZReplyInput, ZSubscriberQuery,
} from "@studio/contracts";
import { findCommissionCategories } from "../../domains/commission/find-commission-categories.ts";
import { findCommissionRequests, getCommissionRequest } from "../../domains/commission/find-commission-requests.ts";
import { getCommissionSettingsAdmin } from "../../domains/commission/get-commission-settings.ts";
import {
  createCommissionCategory, deleteCommissionCategory, reorderCommissionCategories, updateCommissionCategory,
} from "../../domains/commission/save-commission-category.ts";
import { saveCommissionSettings } from "../../domains/commission/save-commission-settings.ts";
import { updateCommissionRequest } from "../../domains/commission/update-commission-request.ts";
import { findInquiries, findReplies, getInquiry } from "../../domains/contact/find-inquiries.ts";
import { sendReply } from "../../domains/contact/send-reply.ts";
import { deleteInquiry, markInquiry } from "../../domains/contact/update-inquiry.ts";
import { deleteSubscriber } from "../../domains/newsletter/delete-subscriber.ts";
import { findNewsletters } from "../../domains/newsletter/find-newsletters.ts";
import { findSubscribers, subscribersCsv } from "../../domains/newsletter/find-subscribers.ts";
import { sendNewsletter } from "../../domains/newsletter/send-newsletter.ts";
import type { AppEnv } from "../context.ts";
import { publicUrl } from "../public-url.ts";
import { parseId, parseJson, parseWith } from "../validate.ts";

const ZRead = z.object({ read: z.boolean() });

/** The owner's side of contact: inquiries, commission requests and their settings, subscribers and newsletters. */
export const adminContactRoutes = new Hono<AppEnv>()
  .get("/inquiries", async (c) => c.json(await findInquiries(c.var.sql, parseWith(ZInquiryQuery, c.req.query()))))
  .get("/inquiries/:id", async (c) => c.json(await getInquiry(c.var.sql, parseId(c.req.param("id")))))
  .patch("/inquiries/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    await markInquiry(c.var.sql, id, (await parseJson(c, ZRead)).read);
    return c.json(await getInquiry(c.var.sql, id));
  })
  .delete("/inquiries/:id", async (c) => {
    await deleteInquiry(c.var.sql, parseId(c.req.param("id")), c.var.user);
    return c.body(null, 204);
  })
  .post("/inquiries/:id/replies", async (c) => {
    const id = parseId(c.req.param("id"));
    await sendReply(c.var.sql, { kind: "inquiry", id }, await parseJson(c, ZReplyInput), c.var.user);
    return c.json(await getInquiry(c.var.sql, id), 201);
  })
  .get("/commission-requests", async (c) =>
    c.json(await findCommissionRequests(c.var.sql, parseWith(ZCommissionRequestQuery, c.req.query()))))
  .get("/commission-requests/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    return c.json({ ...await getCommissionRequest(c.var.sql, id), replies: await findReplies(c.var.sql, { commissionRequestId: id }) });
  })
  .patch("/commission-requests/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    await updateCommissionRequest(c.var.sql, id, await parseJson(c, ZCommissionRequestUpdate), c.var.user);
    return c.json(await getCommissionRequest(c.var.sql, id));
  })
  .post("/commission-requests/:id/replies", async (c) => {
    const id = parseId(c.req.param("id"));
    await sendReply(c.var.sql, { kind: "commission", id }, await parseJson(c, ZReplyInput), c.var.user);
    return c.json({ replies: await findReplies(c.var.sql, { commissionRequestId: id }) }, 201);
  })
  .get("/commission-settings", async (c) => c.json(await getCommissionSettingsAdmin(c.var.sql)))
  .put("/commission-settings", async (c) =>
    c.json(await saveCommissionSettings(c.var.sql, await parseJson(c, ZCommissionSettingsUpdate), c.var.user)))
  .get("/commission-categories", async (c) => c.json(await findCommissionCategories(c.var.sql)))
  .post("/commission-categories", async (c) => {
    const id = await createCommissionCategory(c.var.sql, { level: "category" }, await parseJson(c, ZCommissionCategoryWrite), c.var.user);
    return c.json({ id }, 201);
  })
  .put("/commission-categories/order", async (c) => {
    await reorderCommissionCategories(c.var.sql, { level: "category" }, (await parseJson(c, ZCommissionOrder)).ids, c.var.user);
    return c.json(await findCommissionCategories(c.var.sql));
  })
  .put("/commission-categories/:id", async (c) => {
    await updateCommissionCategory(c.var.sql, "category", parseId(c.req.param("id")), await parseJson(c, ZCommissionCategoryWrite), c.var.user);
    return c.json(await findCommissionCategories(c.var.sql));
  })
  .delete("/commission-categories/:id", async (c) => {
    await deleteCommissionCategory(c.var.sql, "category", parseId(c.req.param("id")), c.var.user);
    return c.body(null, 204);
  })
  .post("/commission-categories/:id/subcategories", async (c) => {
    const at = { level: "subcategory", categoryId: parseId(c.req.param("id")) } as const;
    const id = await createCommissionCategory(c.var.sql, at, await parseJson(c, ZCommissionCategoryWrite), c.var.user);
    return c.json({ id }, 201);
  })
  .put("/commission-categories/:id/subcategories/order", async (c) => {
    const at = { level: "subcategory", categoryId: parseId(c.req.param("id")) } as const;
    await reorderCommissionCategories(c.var.sql, at, (await parseJson(c, ZCommissionOrder)).ids, c.var.user);
    return c.json(await findCommissionCategories(c.var.sql));
  })
  .put("/commission-subcategories/:id", async (c) => {
    await updateCommissionCategory(c.var.sql, "subcategory", parseId(c.req.param("id")), await parseJson(c, ZCommissionCategoryWrite), c.var.user);
    return c.json(await findCommissionCategories(c.var.sql));
  })
  .delete("/commission-subcategories/:id", async (c) => {
    await deleteCommissionCategory(c.var.sql, "subcategory", parseId(c.req.param("id")), c.var.user);
    return c.body(null, 204);
  })
  .get("/subscribers", async (c) => c.json(await findSubscribers(c.var.sql, parseWith(ZSubscriberQuery, c.req.query()))))
  .get("/subscribers.csv", async (c) => {
    const { status, q } = parseWith(ZSubscriberQuery, c.req.query());
    const csv = await subscribersCsv(c.var.sql, { status, q });
    const day = new Date().toISOString().slice(0, 10);
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", `attachment; filename="subscribers-${day}.csv"`);
    return c.body(csv);
  })
  .delete("/subscribers/:id", async (c) => {
    await deleteSubscriber(c.var.sql, parseId(c.req.param("id")), c.var.user);
    return c.body(null, 204);
  })
  .get("/newsletters", async (c) => c.json(await findNewsletters(c.var.sql)))
  .post("/newsletters", async (c) => {
    const input = await parseJson(c, ZNewsletterInput);
    return c.json(await sendNewsletter(c.var.sql, c.var.secrets, input, { actor: c.var.user, publicUrl: publicUrl(c) }), 201);
  });
