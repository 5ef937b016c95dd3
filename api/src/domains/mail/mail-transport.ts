import nodemailer from "nodemailer";
import { log } from "../../log.ts";
import type { SmtpConnection } from "./smtp-settings.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** Where mail goes: an SMTP server, or (no SMTP configured, the embedded default) the log only. */
export interface MailTransport {
  readonly kind: "smtp" | "log";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** No SMTP: the mail stays readable in the admin's mail log and is written to the server log (level info). */
export function logTransport(): MailTransport {
  return {
    kind: "log",
    send(mail) {
      log.text("info", "mail logged only (no SMTP server switched on)", { to: mail.to, subject: mail.subject }, mail.text);
      return Promise.resolve();
    },
    close() {},
  };
}

export function smtpTransport(smtp: SmtpConnection): MailTransport {
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === "tls",
    requireTLS: smtp.security === "starttls",
    ignoreTLS: smtp.security === "none",
    auth: smtp.username ? { user: smtp.username, pass: smtp.password } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers,
      });
    },
    close: () => transporter.close(),
  };
}

/** "Name <address>" with the name quoted as RFC 5322 needs. */
export function formatFrom(name: string, address: string): string {
  return name ? `"${name.replace(/["\\]/g, "")}" <${address}>` : address;
}
