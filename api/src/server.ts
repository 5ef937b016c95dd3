import { type Bus, type Gateway, startGateway } from "@studio/events";
import type { Database } from "./db/connect.ts";
import { join } from "node:path";
import { openBus } from "./bus.ts";
import type { Config } from "./config.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase } from "./db/open.ts";
import { ensureOwner } from "./domains/admin/ensure-owner.ts";
import { createApi, createRoot } from "./http/app.ts";
import { choosePaymentProvider } from "./domains/payments/choose-provider.ts";
import { startReservationSweeper } from "./domains/sales/sweep-reservations.ts";
import { createPageRenderer } from "./http/pages.ts";
import { findGoogleAnalyticsId } from "./domains/settings/google-analytics.ts";
import { defaultManifest, staticRoutes } from "./http/static.ts";
import { siteFileRoutes } from "./http/site-files.ts";
import { wsRoutes } from "./http/ws.ts";
import { log } from "./log.ts";
import { startRelay } from "./outbox/relay.ts";
import { prewarmImages, seedDemo } from "./seed/seed-demo.ts";
import { ZRemoteManifest } from "@studio/contracts";
import { startMailer, transportFromSettings } from "./domains/mail/deliver-mail.ts";
import { ensureTemplates } from "./domains/mail/ensure-templates.ts";
import { subscribeMailer } from "./domains/mail/mail-on-events.ts";
import { syncRollups } from "./domains/analytics/rollups.ts";
import { subscribeAnalytics } from "./domains/analytics/rollups-on-events.ts";
import { ensureSimilarity } from "./domains/recommendations/ensure-similarity.ts";
import { subscribeRecommender } from "./domains/recommendations/similarity-on-events.ts";
import { subscribePrintOrders } from "./domains/print/print-orders-on-events.ts";
import { loadSecretBox } from "./secret-box.ts";
import { pruneRateLimits } from "./rate-limit.ts";

export type Role = "all" | "api" | "gateway";

export interface Running {
  url: string;
  port: number;
  gateway?: Gateway;
  stop(): Promise<void>;
}

/**
 * Boots one process. "all" (embedded default) = API + static front end + /ws gateway + outbox relay;
 * "api" = everything but /ws; "gateway" = /ws only, fed by the bus.
 */
export async function startServer(
  config: Config,
  role: Role = "all",
  inject: { database?: Database; bus?: Bus } = {},
): Promise<Running> {
  const stops: (() => Promise<void>)[] = [];
  const bus = inject.bus ?? await openBus(config, `studio-${role}`);
  if (!inject.bus) stops.push(() => bus.close());
  // Pages allow Google Analytics' hosts while the owner has it on; the database opens below.
  let googleAnalyticsOn = () => Promise.resolve(false);
  const root = createRoot(config, { googleAnalyticsOn: () => googleAnalyticsOn() });
  let gateway: Gateway | undefined;
  let publicUrl = config.PUBLIC_URL ?? "";

  if (role !== "api") {
    gateway = await startGateway(bus, (msg, ctx) => log.warn(msg, ctx));
    stops.unshift(() => gateway!.stop());
    root.route("/", wsRoutes(gateway)); // before the front end's catch-all
  }

  if (role !== "gateway") {
    const db = inject.database ?? await openDatabase(config);
    if (!inject.database) stops.push(() => db.close());
    await migrate(db.sql);
    googleAnalyticsOn = async () => (await findGoogleAnalyticsId(db.sql)) !== null;
    const owner = await ensureOwner(db.sql, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD, email: config.ADMIN_EMAIL });
    if (owner.created) {
      log.info("owner account created", { username: owner.username });
      if (owner.password) console.log(`\n  Admin login: ${owner.username} / ${owner.password}  (shown once; change it in Account security)\n`);
    }
    const uploadsDir = join(config.DATA_DIR, "uploads");
    if (config.SEED_DEMO && await seedDemo(db.sql, { uploadsDir })) {
      // Sized copies are made on first request anyway; making them now spares the first visitors the wait.
      prewarmImages(db.sql, uploadsDir)
        .then((n) => log.info("image copies ready", { made: n }))
        .catch((err) => log.warn("image prewarm failed", { err }));
    }
    await ensureTemplates(db.sql);
    const secrets = await loadSecretBox(config);
    const relay = startRelay(db.sql, bus, { pollMs: config.OUTBOX_POLL_MS });
    stops.unshift(() => relay.stop());
    const mailer = startMailer(db.sql, transportFromSettings(db.sql, secrets), { pollMs: config.MAIL_POLL_MS });
    stops.unshift(() => mailer.stop());
    const mailSubscription = await subscribeMailer(db.sql, bus, () => publicUrl);
    stops.unshift(() => mailSubscription.stop());
    // The dashboard's daily roll-ups, built in the site's time zone (a first start, or a zone changed while down).
    await syncRollups(db.sql);
    const analyticsSubscription = await subscribeAnalytics(db.sql, bus);
    stops.unshift(() => analyticsSubscription.stop());
    const recommender = await subscribeRecommender(db.sql, bus, uploadsDir);
    stops.unshift(() => recommender.stop());
    const printOrders = await subscribePrintOrders({ db: db.sql, sql: db.sql, secrets, config }, bus, () => publicUrl);
    stops.unshift(() => printOrders.stop());
    // Artworks written without events (the demo seed, installs from before recommendations) get their similarity now.
    const similarity = ensureSimilarity(db.sql, uploadsDir)
      .then((rows) => void (rows && log.info("artwork similarity computed", { rows })))
      .catch((err) => log.warn("artwork similarity not computed", { err }));
    stops.unshift(() => similarity);
    const api = createApi({ sql: db.sql, config, uploadsDir, payments: choosePaymentProvider(config), secrets });
    const sweeper = startReservationSweeper(db.sql);
    stops.unshift(() => Promise.resolve(sweeper.stop()));
    const pruner = setInterval(() => pruneRateLimits(db.sql).catch((err) => log.warn("rate limit pruning failed", { err })), 3600_000);
    stops.unshift(() => Promise.resolve(clearInterval(pruner)));
    root.route("/api", api);
    root.route("/", siteFileRoutes({ sql: db.sql, publicUrl: config.PUBLIC_URL }));
    root.route("/", staticRoutes({
      root: config.STATIC_ROOT,
      uploadsDir,
      renderPage: createPageRenderer({
        root: config.STATIC_ROOT,
        fetchApi: (path) => api.request(`http://localhost${path.slice("/api".length)}`),
        publicUrl: config.PUBLIC_URL,
      }),
      manifest: async () =>
        config.REMOTES_MANIFEST
          ? ZRemoteManifest.parse(JSON.parse(await Deno.readTextFile(config.REMOTES_MANIFEST)))
          : defaultManifest(),
    }));
  }

  const server = Deno.serve({ port: config.PORT, hostname: config.HOST, onListen: () => {} }, root.fetch);
  stops.unshift(() => server.shutdown());
  const port = server.addr.port;
  const url = publicUrl ||= `http://localhost:${port}`;
  return {
    url,
    port,
    gateway,
    async stop() {
      for (const stop of stops) {
        await stop().catch((err) => log.warn("shutdown step failed", { err }));
      }
    },
  };
}
