import { audit, type Actor } from "../admin/audit.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import type { TransportSource } from "./deliver-mail.ts";

/**
 * Sends one mail straight away (not queued) with the current settings, so the owner sees at once whether SMTP works:
 * the server's own error comes back as the message.
 */
export async function sendTestMail(db: Db, source: TransportSource, to: string, actor: Actor): Promise<{ transport: "smtp" | "log" }> {
  const { transport, from } = await source();
  try {
    await transport.send({
      from, to, replyTo: null, headers: {},
      subject: "Test email from your studio website",
      text: "This is a test email. If you can read it, your website can send mail.",
      html: null,
    });
  } catch (err) {
    log.warn("test mail failed", { to, err: String(err) });
    throw new AppError("unavailable", `The mail server did not accept the test email: ${(err as Error).message}`);
  } finally {
    transport.close();
  }
  await audit(db, actor, "test", "smtp_settings", null, { to, transport: transport.kind });
  return { transport: transport.kind };
}
