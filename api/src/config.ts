import { z } from "zod";

/** The only reader of the environment. Parsed once at boot; a bad value stops the process with a clear message. */
const ZBool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const ZConfig = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default("./data"),
  NATS_URL: z.string().optional(),
  NATS_STREAM: z.string().regex(/^[A-Za-z0-9_-]+$/).default("DOMAIN"),
  STATIC_ROOT: z.string().default("."),
  REMOTES_MANIFEST: z.string().optional(),
  ADMIN_USERNAME: z.string().min(1).default("admin"),
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").optional(),
  SEED_DEMO: ZBool.default(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** How long an original stays held in a cart (spec: 15 minutes; e2e shortens it). */
  RESERVATION_HOLD_SECONDS: z.coerce.number().int().min(5).max(24 * 3600).default(15 * 60),
  /** Stripe: all three, or none (then the built-in test provider takes payments). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, "STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must start with whsec_").optional(),
  /** Where the Stripe API is (tests point it at a local stand-in); default Stripe's own. */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * Encrypts secrets stored in the database (SMTP password, two-factor secrets). Required in production; elsewhere
   * a random key is made once and kept in DATA_DIR/secret.key.
   */
  SECRET_KEY: z.string().min(32, "SECRET_KEY must be at least 32 characters (e.g. openssl rand -base64 48)").optional(),
  /** Behind a reverse proxy: take the client address from the proxy's X-Forwarded-For entry (rate limits, audit). */
  TRUST_PROXY: ZBool.default(false),
  /** Behind a proxy or CDN that names the visitor's country (e.g. CF-IPCountry): that header, for analytics. */
  COUNTRY_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/, "COUNTRY_HEADER must be a header name").optional(),
  /** The first owner account's email (password reset codes go there); first start only. */
  ADMIN_EMAIL: z.string().email("ADMIN_EMAIL must be an email address").optional(),
  /** How often the mailer looks for due mail when nothing woke it. */
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /** Where the print providers' APIs are (e2e points them at a local stand-in); a base URL saved in the admin wins. */
  PRINTFUL_API_URL: z.string().url().optional(),
  GOOTEN_API_URL: z.string().url().optional(),
  /** How long a call to a print provider (or a mockup download) may take before the owner is told it failed. */
  PRINT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
}).refine(
  (c) => [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET].filter(Boolean).length % 3 === 0,
  { message: "Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together (or none of them)", path: ["STRIPE_SECRET_KEY"] },
).refine((c) => c.NODE_ENV !== "production" || c.SECRET_KEY, {
  message: "SECRET_KEY is required in production (e.g. openssl rand -base64 48)",
  path: ["SECRET_KEY"],
});

export type Config = z.infer<typeof ZConfig>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = ZConfig.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function loadConfig(): Config {
  return parseConfig(Deno.env.toObject());
}
