import { expect, test } from "./fixtures.ts";

/**
 * Public pages arrive server-rendered (docs/decisions/006-server-rendered-pages.md): the first response already
 * paints the page, and the browser takes it over (hydration) without refetching or re-rendering differently.
 */
const SERVER_RENDERED = ["/", "/gallery", "/shop", "/shop/product/1", "/product/1", "/about", "/contact", "/shipping-returns"];

test("the HTML of each public URL already holds its content, title and data", async ({ request }) => {
  const expectations: Record<string, RegExp> = {
    "/gallery": /<h2[^>]*><a[^>]*>The Tide Keeper<\/a><\/h2>/,
    "/shop/product/1": /<h1[^>]*>The Tide Keeper/,
    "/about": /About the Artist/,
    "/contact": /Get in touch/,
  };
  for (const path of SERVER_RENDERED) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(/<title>[^<]+ — Elena Marsh Studio<\/title>|<title>Elena Marsh Studio<\/title>/);
    expect(html, path).toContain('<script type="application/json" id="studio-data">');
    expect(html, path).toMatch(/<footer[\s\S]*Quick Links/);
    if (expectations[path]) expect(html, path).toMatch(expectations[path]);
  }
});

test("the gallery's first image is the eager, high-priority LCP image; the rest are lazy", async ({ request }) => {
  const html = await (await request.get("/gallery")).text();
  const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  expect(images.length).toBeGreaterThan(3);
  // (React writes some attribute names in camelCase; HTML attribute names are case-insensitive.)
  expect(images[0]).toMatch(/fetchpriority="high"/i);
  expect(images[0]).toContain('loading="eager"');
  expect(images[0]).toMatch(/width="\d+" height="\d+"/);
  expect(images.at(-1)).toContain('loading="lazy"');
});

test("an unknown product answers 404 with the not-found screen already in the HTML", async ({ request }) => {
  const res = await request.get("/shop/product/999999");
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain("Product Not Found");
  expect(html).toContain("We couldn&#x27;t find the product you&#x27;re looking for.");
  expect((await request.get("/no/such/page")).status()).toBe(404);
});

test("the shop's single product for an artwork is an HTTP redirect from the server", async ({ request }) => {
  const products = await (await request.get("/api/products")).json() as { id: number; artworkId: number | null }[];
  const counts = new Map<number, number>();
  for (const p of products) if (p.artworkId !== null) counts.set(p.artworkId, (counts.get(p.artworkId) ?? 0) + 1);
  const [artworkId] = [...counts].find(([, n]) => n === 1)!;
  const only = products.find((p) => p.artworkId === artworkId)!;
  const res = await request.get(`/shop?artwork=${artworkId}`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe(`/shop/product/${only.id}`);
});

test("checkout and admin pages are rendered in the browser", async ({ request }) => {
  for (const path of ["/checkout", "/admin/login"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});

test("without JavaScript the shop still shows its products and links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/shop");
  await expect(page.getByRole("main").getByRole("link", { name: /The Tide Keeper/ }).first()).toBeVisible();
  await context.close();
});

for (const path of SERVER_RENDERED) {
  test(`${path} hydrates without errors or extra API requests`, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (err) => problems.push(err.message));
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(msg.text());
    });
    const apiRequests: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.startsWith("/api/")) apiRequests.push(req.url());
    });
    await page.goto(path, { waitUntil: "networkidle" });
    // The remote (or the shell) has taken over the server's markup: the header's links are live.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" })).toBeVisible();
    expect(problems).toEqual([]);
    // Page data came with the HTML; only tracking calls may go out.
    expect(apiRequests.filter((url) => !/\/api\/(analytics|recommendations)\/track/.test(url))).toEqual([]);
  });
}

test("a server-rendered gallery becomes interactive: tabs switch in place", async ({ page }) => {
  await page.goto("/gallery", { waitUntil: "networkidle" });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole("tab", { name: "Murals" }).click();
  await expect(page).toHaveURL(/\?category=murals$/);
  await expect(page.getByRole("tab", { name: "Murals" })).toHaveAttribute("aria-selected", "true");
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(7);
});
