import type { z } from "zod";
import type { ZContactMessageInput } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { LIMITS, takeAttempt } from "../../rate-limit.ts";
import { subscribe } from "../newsletter/subscribe.ts";

export interface PublicRequest {
  /** The visitor's address, for the rate limit (not stored with the message). */
  ip: string;
  publicUrl: string;
}

/**
 * A message from the contact form: stored, announced (the mailer tells the studio, with reply-to the visitor) and,
 * when the visitor ticked the box, a newsletter confirmation on its way.
 */
export async function sendContactMessage(sql: Sql, input: z.infer<typeof ZContactMessageInput>, req: PublicRequest): Promise<number> {
  await takeAttempt(sql, `contact:${req.ip}`, LIMITS.contactPerIp);
  return await transact(sql, async (tx, emit) => {
    const [{ id }] = await tx<{ id: number }[]>`
      insert into contact_messages (name, email, subject, message, subscribe_to_newsletter)
      values (${input.name}, ${input.email}, ${input.subject}, ${input.message}, ${input.subscribeToNewsletter})
      returning id`;
    if (input.subscribeToNewsletter) await subscribe(tx, input.email, { source: "contact", publicUrl: req.publicUrl });
    emit("contact_message.received", { id });
    return id;
  });
}
