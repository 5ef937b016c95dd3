import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

/**
 * The caller's address: the socket's peer, or behind a reverse proxy (TRUST_PROXY=true) the address that proxy
 * appended to X-Forwarded-For (the right-most one; entries to its left are the client's own claims).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.config.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1];
  }
  const peer = (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname;
  return peer ?? "local";
}
