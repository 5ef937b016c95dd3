// How fast the owner's dashboard answers on a year of data (issue 8: under 200 ms on PGlite for 100,000 page views).
// Builds a fresh embedded PGlite database (or a schema in BENCH_DATABASE_URL), fills it with a year of generated
// traffic and sales, then times GET /api/admin/dashboard through the real API as the signed-in owner.
//   npm run bench:dashboard                    # PGlite, 100,000 page views
//   BENCH_VIEWS=300000 npm run bench:dashboard
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:dashboard
import { parseConfig } from "../api/src/config.ts";
import { connectPglite, connectPostgres, type Database } from "../api/src/db/connect.ts";
import { migrate } from "../api/src/db/migrate.ts";
import { hashPassword } from "../api/src/domains/admin/password.ts";
import { createTestProvider } from "../api/src/domains/payments/test-provider.ts";
import { createApi, createRoot } from "../api/src/http/app.ts";
import { configureLog } from "../api/src/log.ts";
import { syncRollups } from "../api/src/domains/analytics/rollups.ts";
import { createSecretBox } from "../api/src/secret-box.ts";

configureLog({ level: "warn", json: false });
const VIEWS = Number(Deno.env.get("BENCH_VIEWS") ?? 100_000);
const SESSIONS = Math.round(VIEWS / 3.5);
const ORDERS = Math.round(VIEWS / 50);
const RUNS = 15;
const url = Deno.env.get("BENCH_DATABASE_URL");

async function open(): Promise<{ db: Database; label: string; drop(): Promise<void> }> {
  if (!url) {
    const dir = await Deno.makeTempDir({ prefix: "studio-bench-dashboard-" });
    return { db: await connectPglite(dir), label: "embedded PGlite", drop: () => Deno.remove(dir, { recursive: true }) };
  }
  const schema = `bench_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = connectPostgres(url, { max: 1 });
  await admin.sql.unsafe(`create schema ${schema}`);
  return {
    db: connectPostgres(url, { max: 10, searchPath: schema }),
    label: "PostgreSQL",
    async drop() {
      await admin.sql.unsafe(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

const { db, label, drop } = await open();
const sql = db.sql;
await migrate(sql);

let started = performance.now();
await sql`insert into users (username, password_hash) values ('owner', ${await hashPassword("bench-password-123")})`;
await sql`insert into products (title, price_cents, stock, type, subtype)
  select 'Print ' || g, 2000 + g * 500, 3 + g, 'prints', 'paper' from generate_series(1, 40) g`;
await sql`insert into analytics_sessions (session_id, first_visit, last_visit, page_views, is_returning)
  select 's-' || g, t, t + interval '10 minutes', 3, g % 5 = 0
  from (select g, now() - random() * interval '365 days' as t from generate_series(1, ${SESSIONS}) g) s`;
// A visit is a few pages within minutes; about one in six sessions comes back on a later day.
await sql`insert into analytics_page_views (session_id, path, source, user_agent, device, browser, os, ip_hash, country, duration, created_at)
  select s.session_id,
    (array['/', '/gallery', '/gallery?category=murals', '/shop', '/shop/product/' || (1 + (random() * 39)::int), '/about', '/contact'])[1 + (random() * 6)::int],
    (array['Direct', 'Direct', 'google.com', 'instagram.com', null, 'pinterest.com'])[1 + (random() * 5)::int],
    'Mozilla/5.0', (array['desktop', 'mobile', 'tablet'])[1 + (random() * 2)::int], (array['Chrome', 'Safari', 'Firefox', 'Edge'])[1 + (random() * 3)::int],
    (array['Windows', 'macOS', 'iOS', 'Android'])[1 + (random() * 3)::int], md5(v.g::text), (array['US', 'PT', 'GB', 'DE', null])[1 + (random() * 4)::int],
    case when random() < 0.4 then 6 + (random() * 300)::int end,
    least(now(), s.first_visit + case when random() < 0.15 then random() * interval '60 days' else random() * interval '20 minutes' end)
  from (select g, 's-' || (1 + (random() * ${SESSIONS - 1})::int) as session_id from generate_series(1, ${VIEWS}) g) v
  join analytics_sessions s using (session_id)`;
await sql`insert into orders (customer_name, customer_email, shipping_address, subtotal_cents, shipping_cents, total_cents, status, paid_at, created_at)
  select 'Buyer ' || g, 'buyer' || g || '@example.com', '{}', 4500 * (1 + g % 3), 800, 4500 * (1 + g % 3) + 800,
    (array['paid', 'shipped', 'delivered', 'delivered', 'refunded'])[1 + g % 5], t, t
  from (select g, now() - random() * interval '365 days' as t from generate_series(1, ${ORDERS}) g) o`;
await sql`insert into order_items (order_id, product_id, item_type, title, quantity, unit_price_cents)
  select o.id, 1 + o.id % 40, 'prints', 'Print ' || (1 + o.id % 40), 1 + o.id % 3, 4500 from orders o`;
await sql`insert into settings (key, value) values ('time_zone', 'Europe/Lisbon')`;
await sql`analyze`;
const seeded = performance.now() - started;
started = performance.now();
await syncRollups(sql); // what the server does at start, and when the owner changes the time zone
const rebuilt = performance.now() - started;
await sql`analyze`;

const config = parseConfig({ NODE_ENV: "test", SEED_DEMO: "false", SECRET_KEY: "bench-secret-key-that-is-long-enough-0123" });
const api = createRoot(config).route("/api", createApi({ sql, config, uploadsDir: await Deno.makeTempDir(), payments: createTestProvider(), secrets: await createSecretBox(config.SECRET_KEY!) }));
const login = await api.request("http://localhost/api/admin/login", {
  method: "POST",
  headers: { "content-type": "application/json", "x-requested-with": "fetch" },
  body: JSON.stringify({ username: "owner", password: "bench-password-123" }),
});
if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
const cookie = login.headers.get("set-cookie")!.split(";")[0];

const ranges: [string, number][] = [["last 7 days", 7], ["last 30 days", 30], ["last 90 days", 90], ["last 12 months", 365]];
const rows = [];
for (const [name, days] of ranges) {
  const path = `http://localhost/api/admin/dashboard?days=${days}`;
  const times: number[] = [];
  let views = 0;
  for (let i = 0; i < RUNS + 2; i++) {
    started = performance.now();
    const res = await api.request(path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    views = (await res.json()).traffic.pageViews;
    if (i >= 2) times.push(performance.now() - started); // the first two warm the plan caches
  }
  times.sort((a, b) => a - b);
  rows.push({ database: label, range: name, "page views in range": views, "p50 ms": Math.round(times[RUNS >> 1]), "max ms": Math.round(times.at(-1)!) });
}
console.log(`${label}: ${VIEWS.toLocaleString("en-US")} page views, ${SESSIONS.toLocaleString("en-US")} sessions, ${ORDERS.toLocaleString("en-US")} orders over 365 days (generated in ${(seeded / 1000).toFixed(1)} s; daily roll-ups built in ${(rebuilt / 1000).toFixed(1)} s); ${RUNS} timed requests per range`);
console.table(rows);
await db.close();
await drop();
