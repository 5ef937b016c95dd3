import type { z } from "zod";
import { COMMISSION_UNITS, dimensionsText, estimateCents, parseDimension, type ZCommissionRequestInput } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";
import { LIMITS, takeAttempt } from "../../rate-limit.ts";
import type { PublicRequest } from "../contact/send-contact-message.ts";
import { subscribe } from "../newsletter/subscribe.ts";
import { getCommissionSettings } from "./get-commission-settings.ts";

type Input = z.infer<typeof ZCommissionRequestInput>;

/**
 * A commission request from the contact page. The type picks its main category (Paintings or Murals, by name) and
 * must be open for commissions; the estimate is the server's own (height × width × its multiplier), never the
 * browser's. Location is saved. The mailer tells the artist and sends the customer the auto-reply.
 */
export async function submitCommissionRequest(sql: Sql, input: Input, req: PublicRequest): Promise<number> {
  await takeAttempt(sql, `commission:${req.ip}`, LIMITS.commissionPerIp);
  const type = input.commissionType;
  return await transact(sql, async (tx, emit) => {
    const [category] = await tx<{ id: number; name: string; acceptingCommissions: boolean }[]>`
      select id, name, accepting_commissions from commission_categories
      where is_main_category and lower(name) = lower(${COMMISSION_UNITS[type].category})`;
    if (category && !category.acceptingCommissions) {
      throw new AppError("validation", `${category.name} commissions are closed at the moment.`, { commissionType: "Not accepting commissions" });
    }
    let subcategoryId: number | null = null;
    if (input.subcategoryId) {
      const [sub] = await tx<{ id: number; acceptingCommissions: boolean }[]>`
        select id, accepting_commissions from commission_subcategories where id = ${input.subcategoryId} and category_id = ${category?.id ?? null}`;
      if (!sub?.acceptingCommissions) throw new AppError("validation", "Please choose another kind of work", { subcategoryId: "Not available" });
      subcategoryId = sub.id;
    }
    const height = parseDimension(input.height);
    const width = parseDimension(input.width);
    const estimate = estimateCents(type, height, width, await getCommissionSettings(tx));
    const dimensions = height !== null && width !== null ? dimensionsText(type, height, width) : "";
    const [{ id }] = await tx<{ id: number }[]>`
      insert into commission_requests (customer_name, customer_email, phone, category_id, subcategory_id, commission_type, subject,
        project_description, message, dimensions, estimated_price_cents, location, subscribe_to_newsletter)
      values (${input.customerName}, ${input.customerEmail}, ${input.phone || null}, ${category?.id ?? null}, ${subcategoryId}, ${type},
        ${input.subject}, ${input.message}, ${input.message}, ${dimensions}, ${estimate}, ${input.location}, ${input.subscribeToNewsletter})
      returning id`;
    if (input.subscribeToNewsletter) await subscribe(tx, input.customerEmail, { source: "commission", publicUrl: req.publicUrl });
    emit("commission_request.received", { id });
    return id;
  });
}
