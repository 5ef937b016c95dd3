import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { Sql } from "../db/connect.ts";
import type { Config } from "../config.ts";
import { AppError } from "../errors.ts";
import { adminGuard } from "./admin-guard.ts";
import type { AppEnv } from "./context.ts";
import { handleError } from "./error-handler.ts";
import { adminRoutes } from "./routes/admin.ts";
import { adminAuthRoutes } from "./routes/admin-auth.ts";
import { adminCatalogRoutes } from "./routes/admin-catalog.ts";
import { adminOrderRoutes } from "./routes/admin-orders.ts";
import { adminMailRoutes } from "./routes/admin-mail.ts";
import { adminContactRoutes } from "./routes/admin-contact.ts";
import { adminBackupRoutes } from "./routes/admin-backup.ts";
import { adminPrintRoutes } from "./routes/admin-print.ts";
import { analyticsRoutes } from "./routes/analytics.ts";
import { catalogRoutes } from "./routes/catalog.ts";
import { contactRoutes } from "./routes/contact.ts";
import { printWebhookRoutes } from "./routes/print-webhooks.ts";
import { salesRoutes } from "./routes/sales.ts";
import { settingsRoutes } from "./routes/settings.ts";
import type { PaymentProvider } from "../domains/payments/payment-provider.ts";
import type { SecretBox } from "../secret-box.ts";

export interface AppDeps {
  sql: Sql;
  config: Config;
  uploadsDir: string;
  payments: PaymentProvider;
  secrets: SecretBox;
}

/** The HTTP API: /api/* only. Static files and /ws are mounted beside it by the server. */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("sql", deps.sql);
      c.set("config", deps.config);
      c.set("uploadsDir", deps.uploadsDir);
      c.set("payments", deps.payments);
      c.set("secrets", deps.secrets);
      c.header("cache-control", "no-store");
      await next();
    })
    .use("/admin/*", adminGuard)
    .use("/admin", adminGuard)
    .get("/health", async (c) => {
      await deps.sql`select 1`;
      return c.json({ ok: true });
    })
    .route("/settings", settingsRoutes)
    .route("/admin", adminAuthRoutes)
    .route("/admin", adminRoutes)
    .route("/admin", adminCatalogRoutes)
    .route("/admin", adminOrderRoutes)
    .route("/admin", adminMailRoutes)
    .route("/admin", adminContactRoutes)
    .route("/admin", adminBackupRoutes)
    .route("/admin", adminPrintRoutes)
    .route("/", catalogRoutes)
    .route("/", salesRoutes)
    .route("/", printWebhookRoutes)
    .route("/", contactRoutes)
    .route("/", analyticsRoutes)
    .all("*", () => {
      throw new AppError("not_found", "No such API endpoint");
    });
  api.onError(handleError);
  return api;
}

/** Google's hosts a page needs when the owner turned Google Analytics on (gtag.js, its beacons and pixels). */
const GOOGLE_ANALYTICS_SOURCES: Record<string, string> = {
  "script-src": "https://www.googletagmanager.com",
  "connect-src": "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
  "img-src": "https://*.google-analytics.com https://*.googletagmanager.com",
};

/** The policy with Google Analytics' hosts added to the directives it needs. */
export function withGoogleAnalytics(policy: string): string {
  return policy.split(/;\s*/).map((directive) => {
    const name = directive.split(" ")[0];
    return GOOGLE_ANALYTICS_SOURCES[name] ? `${directive} ${GOOGLE_ANALYTICS_SOURCES[name]}` : directive;
  }).join("; ");
}

export interface RootOptions {
  /** Whether pages may load Google Analytics (the owner's setting); asked for HTML responses only. */
  googleAnalyticsOn?: () => Promise<boolean>;
}

/**
 * Wraps any app with the response headers every response carries. Scripts only from our origin (no inline script);
 * Stripe's hosts are allowed only when Stripe is configured (its Payment Element needs them), Google Analytics' hosts
 * only on pages, and only while the owner has it switched on.
 */
export function createRoot(config: Config, opts: RootOptions = {}) {
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  const root = new Hono<AppEnv>();
  root.use(async (c, next) => {
    await next();
    const policy = c.res.headers.get("content-security-policy");
    if (!policy || !c.res.headers.get("content-type")?.startsWith("text/html") || !opts.googleAnalyticsOn) return;
    if (await opts.googleAnalyticsOn()) c.res.headers.set("content-security-policy", withGoogleAnalytics(policy));
  });
  root.use(secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? ["https://js.stripe.com"] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      connectSrc: ["'self'", "ws:", "wss:", ...(stripe ? ["https://api.stripe.com"] : [])],
      frameSrc: stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'none'"],
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: config.NODE_ENV === "production" ? "max-age=63072000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: "same-origin",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
  }));
  root.use(compress());
  root.onError(handleError);
  return root;
}
