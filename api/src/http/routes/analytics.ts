import { Hono, type Context } from "hono";
import { ZTrackDuration, ZTrackInteraction, ZTrackPageView } from "@studio/contracts";
import { trackDuration } from "../../domains/analytics/track-duration.ts";
import { trackInteraction } from "../../domains/analytics/track-interaction.ts";
import { trackPageView } from "../../domains/analytics/track-page-view.ts";
import { countryCode, dailyIpHash, isBot } from "../../domains/analytics/visitor.ts";
import { LIMITS, takeAttempt } from "../../rate-limit.ts";
import { clientIp } from "../client-ip.ts";
import { ownHostNames } from "../public-url.ts";
import type { AppEnv } from "../context.ts";
import { parseJson } from "../validate.ts";

/** A tracking call from a crawler is answered and forgotten; every other counts against the address's allowance. */
async function visitor(c: Context<AppEnv>): Promise<{ ip: string } | null> {
  if (isBot(c.req.header("user-agent") ?? "")) return null;
  const ip = clientIp(c);
  await takeAttempt(c.var.sql, `analytics:${ip}`, LIMITS.analyticsPerIp);
  return { ip };
}

/** First-party analytics (spec section 7): the browser reports, nothing is read back. 204 on success. */
export const analyticsRoutes = new Hono<AppEnv>()
  .post("/analytics/track", async (c) => {
    const input = await parseJson(c, ZTrackPageView);
    const who = await visitor(c);
    if (who) {
      const header = c.var.config.COUNTRY_HEADER;
      await trackPageView(c.var.sql, input, {
        ipHash: await dailyIpHash(c.var.secrets, who.ip),
        country: countryCode(header ? c.req.header(header) : undefined),
        ownHosts: ownHostNames(c),
      });
    }
    return c.body(null, 204);
  })
  .post("/analytics/duration", async (c) => {
    const input = await parseJson(c, ZTrackDuration);
    if (await visitor(c)) await trackDuration(c.var.sql, input);
    return c.body(null, 204);
  })
  .post("/recommendations/track", async (c) => {
    const input = await parseJson(c, ZTrackInteraction);
    if (await visitor(c)) await trackInteraction(c.var.sql, input);
    return c.body(null, 204);
  });
