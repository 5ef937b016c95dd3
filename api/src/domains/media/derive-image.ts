import sharp, { type Sharp } from "sharp";
import { join } from "node:path";
import { FORMATS, imageDir, type ImageFormat, masterPath, WIDTHS } from "./image-rules.ts";

const ENCODERS: Record<ImageFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 50, effort: 2 }),
  webp: (s) => s.webp({ quality: 78, effort: 4 }),
  jpg: (s) => s.jpeg({ quality: 80, mozjpeg: true }),
};

const inFlight = new Map<string, Promise<Uint8Array | null>>();

/**
 * Returns the sized copy `<width>.<format>` of an image, making it from the master on first request and keeping
 * it on disk. Only the widths and formats of image-rules.ts exist; anything else is null (404).
 */
export function deriveImage(uploadsDir: string, id: string, width: number, format: string): Promise<Uint8Array | null> {
  if (!/^[a-f0-9]{32}$/.test(id) || !(WIDTHS as readonly number[]).includes(width)) return Promise.resolve(null);
  if (!(FORMATS as readonly string[]).includes(format)) return Promise.resolve(null);
  const file = join(imageDir(uploadsDir, id), `${width}.${format}`);
  const existing = inFlight.get(file);
  if (existing) return existing;
  const job = (async () => {
    try {
      return await Deno.readFile(file);
    } catch { /* not made yet */ }
    let master: Uint8Array;
    try {
      master = await Deno.readFile(masterPath(uploadsDir, id));
    } catch {
      return null;
    }
    const data = await ENCODERS[format as ImageFormat](sharp(master).resize({ width, withoutEnlargement: true })).toBuffer();
    const tmp = `${file}.${crypto.randomUUID()}.tmp`;
    await Deno.writeFile(tmp, data);
    await Deno.rename(tmp, file);
    return new Uint8Array(data);
  })().finally(() => inFlight.delete(file));
  inFlight.set(file, job);
  return job;
}
