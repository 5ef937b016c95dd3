import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { resolveSession, SESSION_ABSOLUTE_MS } from "../domains/admin/sessions.ts";
import { DEVICE_TRUST_MS } from "../domains/admin/trusted-devices.ts";
import { clientIp } from "./client-ip.ts";
import { AppError } from "../errors.ts";
import type { AppEnv } from "./context.ts";

/** Routes under /api/admin that work without a session. */
const PUBLIC_ADMIN_PATHS = new Set(["/api/admin/login", "/api/admin/reset-password", "/api/admin/apply-reset"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const hostOf = (url: string) => URL.parse(url)?.host ?? "invalid";

export const cookieName = (c: Context<AppEnv>) => (c.var.config.NODE_ENV === "production" ? "__Host-sid" : "sid");

/** An HttpOnly, SameSite=Strict cookie for the whole site (Secure in production, where names carry __Host-). */
function setSecretCookie(c: Context<AppEnv>, name: string, value: string, maxAgeMs: number) {
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: "Strict",
    secure: c.var.config.NODE_ENV === "production",
    path: "/",
    maxAge: maxAgeMs / 1000,
  });
}

export const setSessionCookie = (c: Context<AppEnv>, id: string) => setSecretCookie(c, cookieName(c), id, SESSION_ABSOLUTE_MS);

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, cookieName(c), { path: "/", secure: c.var.config.NODE_ENV === "production" });
}

export function sessionId(c: Context<AppEnv>): string | undefined {
  return getCookie(c, cookieName(c));
}

const deviceCookieName = (c: Context<AppEnv>) => (c.var.config.NODE_ENV === "production" ? "__Host-tdid" : "tdid");

/** "Remember this device for 30 days": an HttpOnly cookie holding the trusted device's random token. */
export const setDeviceCookie = (c: Context<AppEnv>, token: string) => setSecretCookie(c, deviceCookieName(c), token, DEVICE_TRUST_MS);

export function deviceToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, deviceCookieName(c));
}

/**
 * Guards the whole /api/admin prefix: state changes must come from our own pages (same Origin and the custom
 * X-Requested-With header, which a cross-site form cannot send), and everything but sign-in needs a session.
 * An unknown admin path without a session is 401, not 404.
 */
export const adminGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    if (origin && hostOf(origin) !== new URL(c.req.url).host) {
      throw new AppError("forbidden", "Cross-site request refused");
    }
    if (c.req.header("x-requested-with") !== "fetch") throw new AppError("forbidden", "Missing X-Requested-With header");
  }
  if (PUBLIC_ADMIN_PATHS.has(c.req.path)) return await next();
  const id = sessionId(c);
  const user = id ? await resolveSession(c.var.sql, id) : null;
  if (!user) throw new AppError("unauthorized", "Please sign in to continue");
  c.set("user", { ...user, ip: clientIp(c) });
  await next();
};
