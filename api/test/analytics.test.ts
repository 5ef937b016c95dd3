import assert from "node:assert/strict";
import { parseConfig } from "../src/config.ts";
import { rebuildRollups, syncRollups } from "../src/domains/analytics/rollups.ts";
import { dailyIpHash, sourceOf } from "../src/domains/analytics/visitor.ts";
import { insertArtwork } from "./factories.ts";
import { dbTest, openTestDb, testApi, testSecrets } from "./helpers.ts";

/** First-party tracking (issue 8): what the browser reports is validated, limited, and stored without the address. */
const { sql, close } = await openTestDb();
const config = parseConfig({ NODE_ENV: "test", SEED_DEMO: "false", SECRET_KEY: "test-secret-key-that-is-long-enough-0123", COUNTRY_HEADER: "cf-ipcountry" });
const api = testApi(sql, undefined, { config });
await syncRollups(sql); // the server does this at start: the roll-ups are kept from then on
const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1";

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  api.request(path, { method: "POST", json, headers: { "user-agent": BROWSER, ...headers } });

const view = (sessionId: string, path: string, extra: Record<string, unknown> = {}) => ({
  sessionId, path, referer: null, userAgent: BROWSER, device: "mobile", browser: "Safari", os: "iOS", ...extra,
});

dbTest("a page view creates the session and stores the view with the day's address hash and country", async () => {
  const res = await post("/api/analytics/track", view("s-1700000000000-abc123", "/newsletter/confirm?token=SECRET&artwork=4&utm_source=x", {
    referer: "https://www.google.com/search?q=elena+marsh",
  }), { "cf-ipcountry": "pt" });
  assert.equal(res.status, 204);
  const [row] = await sql`select session_id, path, referer, user_agent, device, browser, os, ip_hash, country, duration from analytics_page_views`;
  assert.deepEqual({ ...row, ipHash: undefined }, {
    sessionId: "s-1700000000000-abc123", path: "/newsletter/confirm?artwork=4", referer: "https://www.google.com/search",
    userAgent: BROWSER, device: "mobile", browser: "Safari", os: "iOS", ipHash: undefined, country: "PT", duration: null,
  });
  assert.equal(row.ipHash, await dailyIpHash(testSecrets, "local"));
  assert.notEqual(await dailyIpHash(testSecrets, "local", new Date("2026-01-01")), await dailyIpHash(testSecrets, "local", new Date("2026-01-02")));
  const [session] = await sql`select page_views, is_returning from analytics_sessions where session_id = 's-1700000000000-abc123'`;
  assert.deepEqual(session, { pageViews: 1, isReturning: false });
});

dbTest("more views count in the session; a visit after 30 minutes away is returning", async () => {
  const id = "s-returning-0001";
  await post("/api/analytics/track", view(id, "/"));
  await post("/api/analytics/track", view(id, "/gallery"));
  assert.deepEqual((await sql`select page_views, is_returning from analytics_sessions where session_id = ${id}`)[0], { pageViews: 2, isReturning: false });
  await sql`update analytics_sessions set last_visit = now() - interval '31 minutes' where session_id = ${id}`;
  await post("/api/analytics/track", view(id, "/about"));
  assert.deepEqual((await sql`select page_views, is_returning from analytics_sessions where session_id = ${id}`)[0], { pageViews: 3, isReturning: true });
});

dbTest("crawlers are answered and not counted", async () => {
  const before = Number((await sql`select count(*) from analytics_page_views`)[0].count);
  for (const ua of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120", ""]) {
    const res = await post("/api/analytics/track", view("s-bot-000001", "/"), { "user-agent": ua });
    assert.equal(res.status, 204, ua);
  }
  assert.equal(Number((await sql`select count(*) from analytics_page_views`)[0].count), before);
  assert.equal((await sql`select 1 from analytics_sessions where session_id = 's-bot-000001'`).length, 0);
});

dbTest("bad reports are refused with the reason; an oversized body with 413", async () => {
  const cases: [unknown, string][] = [
    [view("short", "/"), "sessionId must be 8 to 64 letters, digits, - or _"],
    [view("s-ok-000001", "gallery"), "path must start with /"],
    [view("s-ok-000001", "/", { device: "fridge" }), 'Invalid option: expected one of "tablet"|"mobile"|"desktop"'],
    [view("s-ok-000001", "/" + "a".repeat(600)), "path is too long"],
  ];
  for (const [body, message] of cases) {
    const res = await post("/api/analytics/track", body);
    assert.equal(res.status, 400);
    assert.equal((await res.json()).error, message);
  }
  const huge = await post("/api/analytics/track", { ...view("s-ok-000001", "/"), userAgent: "x".repeat(300_000) });
  assert.equal(huge.status, 413);
});

dbTest("a duration over 5 seconds lands on the session's latest view of that path; shorter ones are ignored", async () => {
  const id = "s-duration-01";
  await post("/api/analytics/track", view(id, "/gallery?category=murals"));
  await post("/api/analytics/track", view(id, "/about"));
  assert.equal((await post("/api/analytics/duration", { sessionId: id, path: "/gallery?category=murals", duration: 5 })).status, 204);
  assert.equal((await sql`select duration from analytics_page_views where session_id = ${id} and path = '/gallery?category=murals'`)[0].duration, null);
  await post("/api/analytics/duration", { sessionId: id, path: "/gallery?category=murals&utm_x=1", duration: 42 });
  const rows = await sql`select path, duration from analytics_page_views where session_id = ${id} order by id`;
  assert.deepEqual([...rows], [{ path: "/gallery?category=murals", duration: 42 }, { path: "/about", duration: null }]);
  assert.equal((await post("/api/analytics/duration", { sessionId: id, path: "/about", duration: 1.5 })).status, 400);
});

dbTest("artwork views, hovers and likes are stored for recommendations; an unknown artwork is ignored", async () => {
  const artworkId = await insertArtwork(sql);
  const id = "s-interact-01";
  for (const [type, time] of [["view", 2], ["hover", 3], ["like", undefined]] as const) {
    assert.equal((await post("/api/recommendations/track", { sessionId: id, artworkId, interactionType: type, timeSpent: time })).status, 204);
  }
  assert.equal((await post("/api/recommendations/track", { sessionId: id, artworkId: 999999, interactionType: "view", timeSpent: 2 })).status, 204);
  const rows = await sql`select artwork_id, interaction_type, time_spent from user_art_interactions where session_id = ${id} order by id`;
  assert.deepEqual([...rows], [
    { artworkId, interactionType: "view", timeSpent: 2 },
    { artworkId, interactionType: "hover", timeSpent: 3 },
    { artworkId, interactionType: "like", timeSpent: null },
  ]);
  assert.equal((await post("/api/recommendations/track", { sessionId: id, artworkId, interactionType: "purchase" })).status, 400);
});

dbTest("a flood from one address is cut off (429) before it can fill the disk", async () => {
  await sql`delete from rate_limits`;
  await sql`insert into rate_limits (bucket, window_start, hits)
    values ('analytics:local', to_timestamp(floor(extract(epoch from now()) / 3600) * 3600), 599)`;
  assert.equal((await post("/api/analytics/track", view("s-flood-0001", "/"))).status, 204);
  const refused = await post("/api/analytics/track", view("s-flood-0001", "/"));
  assert.equal(refused.status, 429);
  assert.match((await refused.json()).error, /^Too many attempts\. Try again in \d+ minutes?\.$/);
  assert.equal(Number((await sql`select count(*) from analytics_page_views where session_id = 's-flood-0001'`)[0].count), 1);
  await sql`delete from rate_limits`;
});

Deno.test("where a visit came from: Direct, another site without www., or nothing for a move within the site", () => {
  assert.equal(sourceOf(null, ["studio.example"]), "Direct");
  assert.equal(sourceOf("https://www.google.com/search", ["studio.example"]), "google.com");
  assert.equal(sourceOf("https://l.instagram.com/", ["studio.example"]), "l.instagram.com");
  assert.equal(sourceOf("https://studio.example/gallery", ["studio.example"]), null);
});

dbTest("the daily roll-ups the tracking keeps are exactly what a rebuild from the page views gives", async () => {
  const id = "s-rollups-0001";
  await post("/api/analytics/track", view(id, "/", { referer: "https://www.pinterest.com/pin/1" }), { "cf-ipcountry": "DE" });
  await post("/api/analytics/track", view(id, "/gallery", { referer: "http://localhost/" }), { "cf-ipcountry": "DE" });
  await post("/api/analytics/duration", { sessionId: id, path: "/", duration: 20 });
  await post("/api/analytics/duration", { sessionId: id, path: "/", duration: 20 }); // a repeat changes nothing
  // A visitor first seen three days ago comes back today.
  await sql`insert into analytics_sessions (session_id, first_visit, last_visit) values ('s-rollups-0002', now() - interval '3 days', now() - interval '3 days')`;
  await post("/api/analytics/track", view("s-rollups-0002", "/gallery", { device: "desktop", browser: "Firefox", os: "Linux" }));
  await post("/api/analytics/duration", { sessionId: "s-rollups-0002", path: "/gallery", duration: 61 });
  await post("/api/analytics/track", view("s-rollups-0002", "/about"));

  const snapshot = async () => ({
    daily: [...await sql`select day::text, dimension, name, views, seconds::int, timed from analytics_daily order by 1, 2, 3`],
    visitors: [...await sql`select day::text, session_id, is_returning from analytics_daily_visitors order by 1, 2`],
  });
  const kept = await snapshot();
  const today = kept.daily.find((r) => r.dimension === "total")!.day;
  const pick = (dimension: string) => kept.daily.filter((r) => r.dimension === dimension && r.day === today).map((r) => [r.name, r.views]);
  assert.deepEqual(pick("source").filter(([name]) => name === "pinterest.com" || name === "localhost"), [["pinterest.com", 1]]);
  assert.deepEqual(pick("country").filter(([name]) => name === "DE"), [["DE", 2]]);
  assert.deepEqual(
    kept.daily.filter((r) => r.day === today && r.dimension === "path" && (r.name === "/" || r.name === "/gallery")).map((r) => [r.name, r.seconds, r.timed]),
    [["/", 20, 1], ["/gallery", 61, 1]],
  );
  assert.deepEqual(kept.visitors.filter((r) => r.sessionId.startsWith("s-rollups")).map((r) => [r.sessionId, r.isReturning]),
    [["s-rollups-0001", false], ["s-rollups-0002", true]]);
  await rebuildRollups(sql, "UTC");
  assert.deepEqual(await snapshot(), kept);
});

dbTest("close", () => close());
