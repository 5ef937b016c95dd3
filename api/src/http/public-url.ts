import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

/** The site's address for links in mails: PUBLIC_URL, else the address this request came to. */
export function publicUrl(c: Context<AppEnv>): string {
  return (c.var.config.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "");
}
