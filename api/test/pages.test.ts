import assert from "node:assert/strict";
import { Hono } from "hono";
import { join } from "node:path";
import { SETTING_KEYS } from "@studio/contracts";
import { createPageRenderer } from "../src/http/pages.ts";
import { defaultManifest, staticRoutes } from "../src/http/static.ts";
import { insertArtwork, insertProduct } from "./factories.ts";
import { dbTest, openTestDb, testApi } from "./helpers.ts";

/**
 * The server side of page rendering: the render loop, the data it fetches through the real API, and the HTML it
 * assembles. The real server bundle (shell/dist-ssr) exists only after `npm run build`, so this file uses a stand-in
 * bundle with the same contract; e2e/tests/server-render.spec.ts checks the real one against the built site.
 */
const { sql, close } = await openTestDb();
const api = testApi(sql);
const root = await Deno.makeTempDir({ prefix: "studio-pages-" });
await Deno.mkdir(join(root, "shell/dist"), { recursive: true });
await Deno.mkdir(join(root, "shell/dist-ssr"), { recursive: true });
await Deno.writeTextFile(
  join(root, "shell/dist/index.html"),
  `<html><head><title>Studio</title><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/b.js">` +
    `<script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>`,
);
await Deno.writeTextFile(join(root, "shell/dist-ssr/style.css"), ".page{color:red}");
// Like the real bundle: reports every API path it read without data; a product page reads the product, then the
// other products of its artwork (a read that depends on the first one's answer); a failed read renders the
// not-found screen (404).
await Deno.writeTextFile(
  join(root, "shell/dist-ssr/render.js"),
  `export const serverRenderedRemotes = ["gallery", "shop"];
  export function render(url, page) {
    if (url.startsWith("/boom")) throw new Error("render exploded");
    const missing = new Set();
    const read = (path) => {
      if (path in page.errors) return { error: page.errors[path] };
      if (!(path in page.data)) missing.add(path);
      return { data: page.data[path] };
    };
    const studio = read("/api/settings/studio_name").data?.value ?? "Studio";
    const footer = (read("/api/settings/footer_title").data?.value ?? "").replaceAll("<", "&lt;"); // as React escapes
    let title = "Home", status = 200, body = "";
    const only = url.match(/^\\/shop\\?artwork=(\\d+)$/);
    if (only) {
      const list = read("/api/products/artwork/" + only[1]).data;
      if (list && list.length === 1) return { html: "", title: "", status: 200, missing: [], redirect: "/shop/product/" + list[0].id };
    }
    const product = url.match(/^\\/shop\\/product\\/(\\d+)/);
    if (product) {
      const p = read("/api/products/" + product[1]);
      if (p.error) { title = "Product Not Found"; status = 404; body = "<h1>Product Not Found</h1>"; }
      else if (p.data) {
        title = p.data.title;
        const related = p.data.artworkId === null ? null : read("/api/products/artwork/" + p.data.artworkId).data;
        body = "<h1>" + p.data.title + "</h1><p>" + (related ? related.length + " for this artwork" : "") + "</p>";
      }
    }
    return { html: "<main>" + body + "</main><footer>" + footer + "</footer>", title: title + " — " + studio, status, missing: [...missing] };
  }`,
);

const fetched: string[] = [];
const renderPage = createPageRenderer({
  root,
  fetchApi: (path) => {
    fetched.push(path);
    return api.request(path);
  },
});
const site = new Hono().route("/", staticRoutes({ root, uploadsDir: join(root, "uploads"), manifest: () => Promise.resolve(defaultManifest()), renderPage }));
const get = (path: string) => site.request(`http://localhost${path}`);

/** The JSON the page embeds for hydration. */
function pageData(html: string): { data: Record<string, unknown>; errors: Record<string, string> } {
  const match = html.match(/<script type="application\/json" id="studio-data">(.*?)<\/script>/s);
  assert.ok(match, "the page embeds its data");
  return JSON.parse(match[1]);
}

await sql`insert into settings (key, value) values ('studio_name', 'Elena Marsh Studio'), ('footer_title', 'Elena </script><script>alert(1)</script>')`;
const artworkId = await insertArtwork(sql, { title: "The Tide Keeper" });
const productId = await insertProduct(sql, { title: "Tide print", artworkId });

dbTest("a product page is rendered with its data, dependent reads included, and assembled for hydration", async () => {
  fetched.length = 0;
  const res = await get(`/shop/product/${productId}`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "no-cache");
  assert.match(res.headers.get("content-type")!, /^text\/html/);
  const html = await res.text();
  assert.match(html, /<title>Tide print — Elena Marsh Studio<\/title>/);
  assert.match(html, /<div id="root"><main><h1>Tide print<\/h1><p>1 for this artwork<\/p><\/main>/);
  // Pass 1 reads the settings (one request for all) and the product; pass 2 the products of its artwork.
  assert.deepEqual(fetched, ["/api/settings", `/api/products/${productId}`, `/api/products/artwork/${artworkId}`]);
  const data = pageData(html);
  assert.equal((data.data[`/api/products/${productId}`] as { title: string }).title, "Tide print");
  assert.equal((data.data[`/api/products/artwork/${artworkId}`] as unknown[]).length, 1);
  for (const key of SETTING_KEYS) assert.ok(`/api/settings/${key}` in data.data, key);
  assert.deepEqual(data.data["/api/settings/gallery_layout"], { key: "gallery_layout", value: null });
  assert.deepEqual(data.errors, {});
  // The inlined CSS replaces the stylesheets; scripts load without preloads competing with the main image.
  assert.match(html, /<style>\.page\{color:red\}<\/style><\/head>/);
  assert.doesNotMatch(html, /rel="stylesheet"|rel="modulepreload"/);
  assert.match(html, /<script type="module" src="\/assets\/main.js"><\/script>/);
});

dbTest("owner text cannot close the data element or the title", async () => {
  const html = await (await get(`/shop/product/${productId}`)).text();
  assert.equal(html.match(/<\/script>/g)?.length, 2, "only the module script and the data element close");
  assert.equal((pageData(html).data["/api/settings/footer_title"] as { value: string }).value, "Elena </script><script>alert(1)</script>");

  await sql`update products set title = ${'A "quoted" <b>print</b>'} where id = ${productId}`;
  const escaped = await (await get(`/shop/product/${productId}`)).text();
  assert.match(escaped, /<title>A &quot;quoted&quot; &lt;b&gt;print&lt;\/b&gt; — Elena Marsh Studio<\/title>/);
  await sql`update products set title = 'Tide print' where id = ${productId}`;
});

dbTest("an unknown product is a 404 page that carries the API's error for the browser to render the same", async () => {
  const res = await get("/shop/product/999999");
  assert.equal(res.status, 404);
  const html = await res.text();
  assert.match(html, /<title>Product Not Found — Elena Marsh Studio<\/title>/);
  const errors = pageData(html).errors;
  assert.deepEqual(Object.keys(errors), ["/api/products/999999"]);
  assert.match(errors["/api/products/999999"], /^404: /);
});

dbTest("a screen that redirects makes the server answer with the redirect", async () => {
  const res = await get(`/shop?artwork=${artworkId}`);
  assert.equal(res.status, 302);
  assert.equal(res.headers.get("location"), `/shop/product/${productId}`);
});

dbTest("checkout and admin render in the browser; a failing render falls back to index.html", async () => {
  for (const path of ["/checkout", "/admin/login", "/boom"]) {
    const res = await get(path);
    assert.equal(res.status, 200, path);
    const html = await res.text();
    assert.match(html, /<div id="root"><\/div>/, path);
    assert.doesNotMatch(html, /studio-data/, path);
  }
});

dbTest("a rebuild while the server runs is picked up: new template and new bundle", async () => {
  const before = await (await get("/shop/product/999999")).text();
  assert.match(before, /src="\/assets\/main.js"/);
  await Deno.writeTextFile(join(root, "shell/dist/index.html"),
    `<html><head><title>Studio</title><script type="module" src="/assets/main-NEW.js"></script></head><body><div id="root"></div></body></html>`);
  const bundle = await Deno.readTextFile(join(root, "shell/dist-ssr/render.js"));
  await Deno.writeTextFile(join(root, "shell/dist-ssr/render.js"), bundle.replace("<h1>Product Not Found</h1>", "<h1>Rebuilt</h1>"));
  const after = await (await get("/shop/product/999999")).text();
  assert.match(after, /src="\/assets\/main-NEW.js"/);
  assert.match(after, /<h1>Rebuilt<\/h1>/);
});

dbTest("without a server bundle every page is index.html", async () => {
  const bare = await Deno.makeTempDir({ prefix: "studio-pages-bare-" });
  await Deno.mkdir(join(bare, "shell/dist"), { recursive: true });
  await Deno.writeTextFile(join(bare, "shell/dist/index.html"), `<html><body><div id="root"></div></body></html>`);
  const render = createPageRenderer({ root: bare, fetchApi: (path) => api.request(path) });
  assert.equal(await render(new URL("http://localhost/gallery")), null);
  await Deno.remove(bare, { recursive: true });
  await Deno.remove(root, { recursive: true });
  await close();
});
