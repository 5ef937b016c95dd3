import assert from "node:assert/strict";
import { Hono } from "hono";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createPageRenderer } from "../src/http/pages.ts";
import { siteFileRoutes } from "../src/http/site-files.ts";
import { defaultManifest, staticRoutes } from "../src/http/static.ts";
import { createRoot } from "../src/http/app.ts";
import { findGoogleAnalyticsId } from "../src/domains/settings/google-analytics.ts";
import { insertArtwork, insertProduct } from "./factories.ts";
import { createOwner, dbTest, openTestDb, testApi, testConfig } from "./helpers.ts";

/**
 * What search engines and sharing sites read (spec section 1, issue 7): the head of every public page as the server
 * returns it, made by the REAL server renderer (the shell's SSR bundle, built here into a temporary folder from the
 * current sources), plus /sitemap.xml, /robots.txt, the manifest, and Google Analytics' place in the CSP.
 */
const ORIGIN = "https://studio.example";
const repo = join(dirname(fileURLToPath(import.meta.url)), "../..");
const root = await Deno.makeTempDir({ prefix: "studio-seo-" });
await Deno.mkdir(join(root, "shell/dist"), { recursive: true });
await Deno.copyFile(join(repo, "shell/index.html"), join(root, "shell/dist/index.html"));
const build = await new Deno.Command("npx", {
  args: ["--no-install", "vite", "build", "-c", "vite.ssr.config.ts", "--outDir", join(root, "shell/dist-ssr"), "--emptyOutDir", "--logLevel", "error"],
  cwd: join(repo, "shell"),
  stdout: "piped",
  stderr: "piped",
}).output();
assert.equal(build.code, 0, `the SSR bundle builds: ${new TextDecoder().decode(build.stderr)}`);

const { sql, close } = await openTestDb();
const api = testApi(sql);
const renderPage = createPageRenderer({ root, fetchApi: (path) => api.request(path), publicUrl: ORIGIN });
let analyticsOn = false;
const site = createRoot(testConfig, { googleAnalyticsOn: () => Promise.resolve(analyticsOn) })
  .route("/api", new Hono().all("*", (c) => api.request(c.req.path + new URL(c.req.url).search)))
  .route("/", siteFileRoutes({ sql, publicUrl: ORIGIN }))
  .route("/", staticRoutes({ root, uploadsDir: join(root, "uploads"), manifest: () => Promise.resolve(defaultManifest()), renderPage }));
const get = (path: string) => site.request(`http://localhost${path}`);

interface Head {
  status: number;
  title: string;
  meta: Record<string, string>;
  canonical: string | null;
  ld: Record<string, unknown>[];
  body: string;
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The page as a crawler reads it: status, title, meta tags, canonical link and JSON-LD blocks, before any script. */
async function head(path: string): Promise<Head> {
  const res = await get(path);
  const html = await res.text();
  const [headHtml, body] = html.split("</head>");
  const meta: Record<string, string> = {};
  for (const m of headHtml.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) meta[m[1]] = unescape(m[2]);
  const descriptions = headHtml.match(/<meta name="description"/g)?.length ?? 0;
  assert.equal(descriptions, 1, `${path}: one meta description`);
  return {
    status: res.status,
    title: unescape(headHtml.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    meta,
    canonical: headHtml.match(/<link rel="canonical" href="([^"]+)">/)?.[1] ?? null,
    ld: [...headHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1])),
    body,
  };
}

const byType = (ld: Record<string, unknown>[], type: string) => ld.filter((x) => x["@type"] === type);

const PORTRAIT = `/uploads/img/${"a".repeat(32)}/1600.jpg`;
const HERO = `/uploads/img/${"b".repeat(32)}/1600.jpg`;
await sql`insert into settings ${sql([
  { key: "studio_name", value: "Elena Marsh Studio" },
  { key: "artist_name", value: "Elena Marsh" },
  { key: "footer_description", value: "Original paintings from a coastal studio." },
  { key: "home_hero_subheading", value: "Paintings of tides & orchards." },
  { key: "home_hero_image", value: HERO },
  { key: "about_artist_statement", value: "<p>I paint <em>tides</em> and lamplit rooms.</p>" },
  { key: "about_profile_image", value: PORTRAIT },
  { key: "about_cv", value: "2025 - Solo exhibition, The Harbour Gallery\n2021 - Residency" },
  { key: "social_instagram", value: "https://instagram.com/elena" },
  { key: "shop_description", value: "Originals are one of a kind." },
  { key: "gallery_description", value: "Selected paintings." },
])}`;
const artworks: number[] = [];
for (let i = 1; i <= 7; i++) {
  artworks.push(await insertArtwork(sql, {
    title: i === 7 ? "Night </script><script>alert(1)</script> Ferry" : `Tide ${i}`, category: "imaginative-realism",
    medium: "Oil on linen", year: 2020 + i, dimensions: "24 x 36", description: `A painting of the sea, number ${i}.`, featured: i <= 2,
  }));
}
const products: number[] = [];
for (let i = 1; i <= 6; i++) products.push(await insertProduct(sql, { title: `Print ${i}`, priceCents: 4_500 + i * 100, category: "prints" }));
const soldOut = await insertProduct(sql, { title: "Sold out print", stock: 0, priceCents: 9_900 });
const sized = await insertProduct(sql, { title: "Tide Keeper print", priceCents: 6_000, seoDescription: "Giclée print of The Tide Keeper." }, [
  { variantName: "8 x 10", priceCents: 4_000, stock: 5, isDefault: true },
  { variantName: "16 x 20", priceCents: 9_000, stock: 0 },
]);

dbTest("home: title, description, canonical, sharing image and the artist as a Person", async () => {
  const page = await head("/");
  assert.equal(page.status, 200);
  assert.equal(page.title, "Home — Elena Marsh Studio");
  assert.equal(page.meta.description, "Paintings of tides & orchards.");
  assert.equal(page.canonical, `${ORIGIN}/`);
  assert.equal(page.meta["og:url"], `${ORIGIN}/`);
  assert.equal(page.meta["og:title"], "Home — Elena Marsh Studio");
  assert.equal(page.meta["og:site_name"], "Elena Marsh Studio");
  assert.equal(page.meta["og:image"], ORIGIN + HERO);
  assert.equal(page.meta["twitter:card"], "summary_large_image");
  assert.equal(page.meta["twitter:image"], ORIGIN + HERO);
  const [person] = byType(page.ld, "Person");
  assert.deepEqual(person, {
    "@context": "https://schema.org", "@type": "Person", "@id": `${ORIGIN}/about#artist`, name: "Elena Marsh", url: `${ORIGIN}/about`,
    jobTitle: "Painter", image: ORIGIN + PORTRAIT, description: "I paint tides and lamplit rooms.", sameAs: ["https://instagram.com/elena"],
  });
  // The recommendation block is in the HTML too: featured works first.
  assert.match(page.body, /Tide 2<\/a>/);
});

dbTest("gallery: the first 5 artworks of the shown tab as VisualArtwork with medium, size and year", async () => {
  const page = await head("/gallery");
  assert.equal(page.title, "Gallery — Elena Marsh Studio");
  assert.equal(page.meta.description, "Selected paintings.");
  assert.equal(page.canonical, `${ORIGIN}/gallery`);
  assert.equal(byType(page.ld, "Person").length, 1);
  const works = byType(page.ld, "VisualArtwork");
  assert.equal(works.length, 5);
  const { image, ...first } = works.find((w) => w.name === "Tide 1")!;
  assert.match(String(image), /^https:\/\/studio\.example\/uploads\/a\d+\.webp$/);
  assert.deepEqual(first, {
    "@context": "https://schema.org", "@type": "VisualArtwork", "@id": `${ORIGIN}/gallery?artwork=${artworks[0]}`, name: "Tide 1",
    url: `${ORIGIN}/gallery?artwork=${artworks[0]}`,
    description: "A painting of the sea, number 1.", creator: { "@type": "Person", name: "Elena Marsh", "@id": `${ORIGIN}/about#artist` },
    artMedium: "Oil on linen", dateCreated: "2021", artform: "imaginative realism", width: "24 INH", height: "36 INH",
  });
});

dbTest("an artwork opened in the gallery is its own page: title, image, canonical with the artwork", async () => {
  const page = await head(`/gallery?artwork=${artworks[2]}`);
  assert.equal(page.status, 200);
  assert.equal(page.title, "Tide 3 — Elena Marsh Studio");
  assert.equal(page.meta.description, "A painting of the sea, number 3.");
  assert.equal(page.canonical, `${ORIGIN}/gallery?artwork=${artworks[2]}`);
  assert.equal(page.meta["og:type"], "article");
  assert.deepEqual(byType(page.ld, "VisualArtwork").map((w) => w.name), ["Tide 3"]);
});

dbTest("owner text inside structured data cannot close its script element", async () => {
  const page = await head(`/gallery?artwork=${artworks[6]}`);
  assert.equal(byType(page.ld, "VisualArtwork")[0].name, "Night </script><script>alert(1)</script> Ferry");
  assert.doesNotMatch(page.body.split("studio-data")[0], /<script>alert/);
  assert.equal(page.title, "Night </script><script>alert(1)</script> Ferry — Elena Marsh Studio");
});

dbTest("shop: the first 5 products as Product with an Offer (price, USD, availability)", async () => {
  const page = await head("/shop?tab=prints&sort=newest");
  assert.equal(page.title, "Shop — Elena Marsh Studio");
  assert.equal(page.canonical, `${ORIGIN}/shop?tab=prints`);
  assert.equal(page.meta.description, "Originals are one of a kind.");
  const offers = byType(page.ld, "Product");
  assert.equal(offers.length, 5);
  // Newest first (the shop's default order): the sized print, then the sold-out one.
  assert.deepEqual(offers.map((p) => p.name), ["Tide Keeper print", "Sold out print", "Print 6", "Print 5", "Print 4"]);
  assert.deepEqual(offers[1].offers, {
    "@type": "Offer", url: `${ORIGIN}/shop/product/${soldOut}`, price: "99.00", priceCurrency: "USD",
    availability: "https://schema.org/OutOfStock", itemCondition: "https://schema.org/NewCondition",
  });
  assert.equal((offers[2].offers as { price: string; availability: string }).price, "51.00");
  assert.equal((offers[2].offers as { availability: string }).availability, "https://schema.org/InStock");
});

dbTest("product page: Product with the lowest size price; /product/:id names /shop/product/:id as canonical", async () => {
  for (const path of [`/shop/product/${sized}`, `/product/${sized}`]) {
    const page = await head(path);
    assert.equal(page.status, 200, path);
    assert.equal(page.title, "Tide Keeper print — Elena Marsh Studio");
    assert.equal(page.meta.description, "Giclée print of The Tide Keeper.");
    assert.equal(page.canonical, `${ORIGIN}/shop/product/${sized}`);
    assert.equal(page.meta["og:type"], "product");
    assert.match(page.meta["og:image"], /^https:\/\/studio\.example\/uploads\/p\d+\.webp$/);
    const [product] = byType(page.ld, "Product");
    assert.equal(product.name, "Tide Keeper print");
    assert.equal(product.description, "Giclée print of The Tide Keeper.");
    assert.deepEqual(product.brand, { "@type": "Brand", name: "Elena Marsh Studio" });
    assert.deepEqual(product.offers, {
      "@type": "Offer", url: `${ORIGIN}/shop/product/${sized}`, price: "40.00", priceCurrency: "USD",
      availability: "https://schema.org/InStock", itemCondition: "https://schema.org/NewCondition",
    });
  }
});

dbTest("an unknown product answers 404 with the not-found page, noindex and no canonical link", async () => {
  for (const path of ["/shop/product/999999", "/product/999999", "/no-such-page"]) {
    const page = await head(path);
    assert.equal(page.status, 404, path);
    assert.equal(page.meta.robots, "noindex", path);
    assert.equal(page.canonical, null, path);
    assert.equal(page.ld.length, 0, path);
  }
  assert.match((await head("/shop/product/999999")).body, /Product Not Found/);
  assert.match((await head("/no-such-page")).body, /404 Page Not Found/);
});

dbTest("about: a profile page with the portrait, the statement as description, the CV as year and description", async () => {
  const page = await head("/about");
  assert.equal(page.title, "About — Elena Marsh Studio");
  assert.equal(page.meta.description, "I paint tides and lamplit rooms.");
  assert.equal(page.meta["og:type"], "profile");
  assert.equal(page.meta["og:image"], ORIGIN + PORTRAIT);
  assert.equal(byType(page.ld, "Person")[0].name, "Elena Marsh");
  assert.match(page.body, /<span[^>]*>2025<\/span><span>Solo exhibition, The Harbour Gallery<\/span>/);
  assert.doesNotMatch(page.body, /Book a Studio Visit/, "no studio section unless studio_visit_enabled is 'true'");
});

dbTest("contact, policies and newsletter links: titles, descriptions; the newsletter pages are noindex", async () => {
  const contact = await head("/contact");
  assert.equal(contact.title, "Contact — Elena Marsh Studio");
  assert.equal(contact.canonical, `${ORIGIN}/contact`);
  assert.equal(byType(contact.ld, "Person").length, 1);
  const policy = await head("/shipping-returns");
  assert.match(policy.title, / — Elena Marsh Studio$/);
  assert.equal(policy.meta.description, "Original paintings from a coastal studio.");
  for (const path of ["/newsletter/confirm?token=abc", "/newsletter/unsubscribe?token=abc"]) {
    const page = await head(path);
    assert.equal(page.meta.robots, "noindex", path);
    assert.equal(page.canonical, null, path);
  }
});

dbTest("sitemap.xml lists the pages, artworks and products with lastmod; switched-off pages drop out", async () => {
  const res = await get("/sitemap.xml");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type")!, /^application\/xml/);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
  const paths = locs.map((m) => m[1].slice(ORIGIN.length));
  for (const p of ["/", "/gallery", "/shop", "/about", "/contact", "/shipping-returns", "/security-policy"]) assert.ok(paths.includes(p), p);
  for (const id of artworks) assert.ok(paths.includes(`/gallery?artwork=${id}`), `artwork ${id}`);
  for (const id of [...products, soldOut, sized]) assert.ok(paths.includes(`/shop/product/${id}`), `product ${id}`);
  assert.ok(!paths.some((p) => p.startsWith("/admin") || p.startsWith("/checkout") || p.startsWith("/newsletter")));
  for (const m of locs) assert.ok(!Number.isNaN(Date.parse(m[2])), m[2]);

  await sql`update artworks set updated_at = '2026-01-02T03:04:05Z' where id = ${artworks[0]}`;
  assert.match(await (await get("/sitemap.xml")).text(), new RegExp(`artwork=${artworks[0]}</loc><lastmod>2026-01-02T03:04:05.000Z<`));

  await sql`insert into settings (key, value) values ('shop_page_enabled', 'false'), ('gallery_page_enabled', 'false')`;
  const without = await (await get("/sitemap.xml")).text();
  await sql`delete from settings where key in ('shop_page_enabled', 'gallery_page_enabled')`;
  assert.doesNotMatch(without, /\/shop|\/gallery/);
  assert.match(without, /\/about</);
});

dbTest("robots.txt keeps crawlers out of the admin and points at the sitemap; the manifest names the studio", async () => {
  const robots = await (await get("/robots.txt")).text();
  assert.match(robots, /^User-agent: \*$/m);
  assert.match(robots, /^Disallow: \/admin$/m);
  assert.match(robots, /^Disallow: \/checkout$/m);
  assert.match(robots, /^Disallow: \/newsletter\/$/m);
  assert.match(robots, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, "m"));
  const manifest = await (await get("/manifest.webmanifest")).json();
  assert.equal(manifest.name, "Elena Marsh Studio");
  assert.equal(manifest.short_name, "Elena Marsh");
  assert.deepEqual(manifest.icons.map((i: { sizes: string }) => i.sizes), ["192x192", "512x512", "512x512", "any"]);
  for (const icon of manifest.icons) assert.ok(await Deno.stat(join(repo, "shell/public", icon.src)), icon.src);
});

dbTest("Google's hosts enter the pages' CSP only while the owner has Google Analytics on with a valid id", async () => {
  const csp = async (path: string) => (await get(path)).headers.get("content-security-policy") ?? "";
  assert.doesNotMatch(await csp("/about"), /googletagmanager/);
  analyticsOn = true;
  const policy = await csp("/about");
  assert.match(policy, /script-src 'self' https:\/\/www\.googletagmanager\.com/);
  assert.match(policy, /connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  assert.doesNotMatch(await csp("/robots.txt"), /googletagmanager/, "only pages");
  analyticsOn = false;

  assert.equal(await findGoogleAnalyticsId(sql), null);
  await sql`insert into settings (key, value) values ('google_analytics_enabled', 'true')`;
  assert.equal(await findGoogleAnalyticsId(sql), null, "on without an id");
  await sql`insert into settings (key, value) values ('google_analytics_id', 'G-ABC123XYZ9')`;
  assert.equal(await findGoogleAnalyticsId(sql), "G-ABC123XYZ9");
  await sql`update settings set value = 'false' where key = 'google_analytics_enabled'`;
  assert.equal(await findGoogleAnalyticsId(sql), null, "switched off");
});

dbTest("a setting the site could not read is refused with the reason; a good one is stored", async () => {
  await createOwner(sql);
  const admin = api.signedIn(await api.login());
  const cases: [string, string, string][] = [
    ["testimonials_enabled", "yes", "Show testimonials must be 'true' or 'false'"],
    ["gallery_categories", "[\"Murals\"]", "'Murals' is not a category name: use lowercase letters, digits and dashes"],
    ["gallery_categories", "murals", "Tabs must be a list of categories"],
    ["galleries_display_count", "0", "Number of tabs shown must be a whole number from 1 to 20"],
    ["gallery_layout", "carousel", "Layout must be one of: grid, masonry"],
    ["social_instagram", "javascript:alert(1)", "Enter an address starting with https://"],
    ["contact_email", "studio@", "Please enter a valid email address"],
    ["google_analytics_id", "12345", "A measurement id looks like G-XXXXXXXXXX"],
    ["home_hero_image", "javascript:alert(1)", "Hero image must be an uploaded image"],
  ];
  for (const [key, value, message] of cases) {
    const res = await admin("PUT", `/api/admin/settings/${key}`, { value });
    assert.equal(res.status, 400, key);
    assert.deepEqual(res.body, { error: message, fields: { value: message } }, key);
  }
  assert.equal((await admin("PUT", "/api/admin/settings/gallery_categories", { value: '["featured","murals"]' })).status, 200);
  assert.equal((await admin("PUT", "/api/admin/settings/testimonials_enabled", { value: "true" })).status, 200);
});

dbTest("close", async () => {
  await close();
  await Deno.remove(root, { recursive: true });
});
