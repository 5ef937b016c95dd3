import assert from "node:assert/strict";
import sharp from "sharp";
import { deriveImage } from "../src/domains/media/derive-image.ts";
import { copiesFor, sniffImage } from "../src/domains/media/image-rules.ts";
import { imageView } from "../src/domains/media/image-view.ts";
import { storeImage } from "../src/domains/media/store-image.ts";
import { dbTest, openTestDb } from "./helpers.ts";

const { sql, close } = await openTestDb();
const uploads = await Deno.makeTempDir({ prefix: "studio-uploads-" });

const jpeg = (width: number, height: number, withExif = false) => {
  let s = sharp({ create: { width, height, channels: 3, background: "#c9805b" } });
  if (withExif) s = s.withExif({ IFD0: { Artist: "Secret Location" } });
  return s.jpeg().toBuffer().then((b) => new Uint8Array(b));
};

dbTest("file types are told by their magic bytes, not their names", async () => {
  assert.equal(sniffImage(await jpeg(300, 300)), "jpeg");
  assert.equal(sniffImage(new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer())), "png");
  assert.equal(sniffImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>")), null);
  assert.equal(sniffImage(new TextEncoder().encode("GIF89a........")), null);
});

dbTest("an upload is re-encoded to a WebP master under a generated name, metadata dropped", async () => {
  const stored = await storeImage(sql, uploads, await jpeg(3000, 2000, true));
  assert.match(stored.id, /^[a-f0-9]{32}$/);
  assert.deepEqual([stored.width, stored.height], [2400, 1600]);
  const master = await Deno.readFile(`${uploads}/img/${stored.id}/master.webp`);
  const meta = await sharp(master).metadata();
  assert.equal(meta.format, "webp");
  assert.equal(meta.exif, undefined);
  const [row] = await sql`select width, height, original_format from images where id = ${stored.id}`;
  assert.deepEqual(row, { width: 2400, height: 1600, originalFormat: "jpeg" });
});

dbTest("bad uploads are refused with a clear message and leave nothing behind", async () => {
  const before = (await sql`select count(*)::int as n from images`)[0].n;
  await assert.rejects(() => storeImage(sql, uploads, new TextEncoder().encode("<svg onload=alert(1)></svg>  ")), /Please upload a JPEG, PNG, WebP or AVIF image/);
  const narrow = await jpeg(150, 900);
  await assert.rejects(() => storeImage(sql, uploads, narrow), /at least 200 pixels/);
  await assert.rejects(() => storeImage(sql, uploads, new Uint8Array(21 * 1024 * 1024)), /at most 20 MB/);
  const truncated = (await jpeg(400, 400)).subarray(0, 200);
  await assert.rejects(() => storeImage(sql, uploads, truncated), /could not be read/);
  assert.equal((await sql`select count(*)::int as n from images`)[0].n, before);
});

dbTest("a decompression bomb is refused by its pixel count", async () => {
  // 10000 x 7000 = 70 megapixels of one colour compresses to a few hundred KB.
  const bomb = new Uint8Array(await sharp({ create: { width: 10000, height: 7000, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer());
  assert.ok(bomb.length < 20 * 1024 * 1024);
  await assert.rejects(() => storeImage(sql, uploads, bomb), /too many pixels/);
});

dbTest("sized copies are made on demand, only in the allowed widths and formats, and kept", async () => {
  const { id, width, height } = await storeImage(sql, uploads, await jpeg(1200, 800));
  const avif = await deriveImage(uploads, id, 480, "avif");
  assert.equal((await sharp(avif!).metadata()).format, "heif");
  assert.equal((await sharp(avif!).metadata()).width, 480);
  const jpg = await deriveImage(uploads, id, 1600, "jpg");
  assert.equal((await sharp(jpg!).metadata()).width, 1200); // never enlarged
  assert.ok((await Deno.stat(`${uploads}/img/${id}/480.avif`)).isFile);
  assert.equal(await deriveImage(uploads, id, 500, "jpg"), null);
  assert.equal(await deriveImage(uploads, id, 480, "gif"), null);
  assert.equal(await deriveImage(uploads, "../../etc", 480, "jpg"), null);
  assert.deepEqual(imageView(id, width, height), {
    src: `/uploads/img/${id}/960.jpg`,
    width: 1200,
    height: 800,
    srcset: {
      avif: `/uploads/img/${id}/480.avif 480w, /uploads/img/${id}/960.avif 960w, /uploads/img/${id}/1600.avif 1200w`,
      webp: `/uploads/img/${id}/480.webp 480w, /uploads/img/${id}/960.webp 960w, /uploads/img/${id}/1600.webp 1200w`,
      jpeg: `/uploads/img/${id}/480.jpg 480w, /uploads/img/${id}/960.jpg 960w, /uploads/img/${id}/1600.jpg 1200w`,
    },
  });
  assert.deepEqual(copiesFor(300), [[480, 300]]);
  assert.deepEqual(copiesFor(2400), [[480, 480], [960, 960], [1600, 1600]]);
});

dbTest("close", async () => {
  await Deno.remove(uploads, { recursive: true });
  await close();
});
