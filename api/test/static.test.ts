import assert from "node:assert/strict";
import { Hono } from "hono";
import { join } from "node:path";
import { defaultManifest, staticRoutes } from "../src/http/static.ts";

const root = await Deno.makeTempDir({ prefix: "studio-static-" });
await Deno.mkdir(join(root, "shell/dist/assets"), { recursive: true });
await Deno.mkdir(join(root, "mfe-shop/dist"), { recursive: true });
await Deno.writeTextFile(join(root, "shell/dist/index.html"), "<html><head><title>x</title></head><body></body></html>");
await Deno.writeTextFile(join(root, "shell/dist/assets/app-AbCdEf12.js"), "console.log(1)");
await Deno.writeTextFile(join(root, "mfe-shop/dist/remoteEntry.js"), "export {}");
const app = new Hono().route("/", staticRoutes({ root, uploadsDir: join(root, "uploads"), manifest: () => Promise.resolve(defaultManifest()) }));
const get = (path: string) => app.request(`http://localhost${path}`);

Deno.test("hashed assets are immutable, entries and pages are revalidated, paths cannot escape", async () => {
  assert.equal((await get("/assets/app-AbCdEf12.js")).headers.get("cache-control"), "public, max-age=31536000, immutable");
  assert.equal((await get("/remotes/shop/remoteEntry.js")).headers.get("cache-control"), "no-cache");
  assert.equal((await get("/gallery")).headers.get("cache-control"), "no-cache");
  assert.equal((await get("/remotes/gallery/remoteEntry.js")).status, 404);
  assert.equal((await get("/remotes/evil/remoteEntry.js")).status, 404);
  assert.equal((await get("/assets/..%2f..%2f..%2fetc%2fpasswd.js")).status, 404);
  assert.deepEqual(await (await get("/remotes.json")).json(), defaultManifest());
});
