import type { SecretBox } from "../../secret-box.ts";

/** Crawlers, link previewers, monitors and headless browsers: not visitors. */
const BOT = /bot|crawl|spider|slurp|preview|fetch|monitor|lighthouse|headless|curl|wget|python|httpclient|okhttp|axios|node-fetch|facebookexternalhit|embedly|whatsapp|telegram/i;

export function isBot(userAgent: string): boolean {
  return userAgent.trim() === "" || BOT.test(userAgent);
}

/**
 * What is stored of the visitor's address: a keyed hash that changes every day (the key is the server secret and
 * the date), enough to tell visitors apart within a day and impossible to turn back into the address or to follow
 * across days. The address itself is never stored.
 */
export async function dailyIpHash(secrets: SecretBox, ip: string, now = new Date()): Promise<string> {
  return (await secrets.sign(`analytics-ip:${now.toISOString().slice(0, 10)}:${ip}`)).slice(0, 32);
}

/** A two-letter country code from the proxy's header (e.g. CF-IPCountry), else null. */
export function countryCode(header: string | undefined): string | null {
  const code = header?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

/**
 * Where a visit came from, from its stored referer: "Direct" when there is none, another site's host name (without
 * "www."), or null when the referer is one of the site's own pages (a move within the site, not a source).
 */
export function sourceOf(referer: string | null, ownHosts: readonly string[]): string | null {
  if (!referer) return "Direct";
  const host = new URL(referer).hostname;
  return ownHosts.includes(host) ? null : host.replace(/^www\./, "");
}
