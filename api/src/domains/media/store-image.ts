import sharp, { type OutputInfo } from "sharp";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";
import { imagePalette, type Palette } from "./image-palette.ts";
import { imageDir, MASTER_LONG_EDGE, masterPath, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, MIN_SIDE, sniffImage } from "./image-rules.ts";

export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

const newId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Accepts an uploaded image: checks size and type by magic bytes, refuses decompression bombs, strips metadata
 * (EXIF GPS and the like), re-encodes it as the master WebP under a generated name, and records it with its colour
 * signature (for recommendations; left to be computed later if it fails now).
 */
export async function storeImage(db: Db, uploadsDir: string, bytes: Uint8Array): Promise<StoredImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError("payload_too_large", "Images can be at most 20 MB");
  const format = sniffImage(bytes);
  if (!format || format === "heic") {
    throw new AppError("validation", "Please upload a JPEG, PNG, WebP or AVIF image", { image: "Unsupported image type" });
  }
  let master: { data: Uint8Array; info: OutputInfo };
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error("no dimensions");
    master = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // honour EXIF orientation before metadata is dropped
      .resize({ width: MASTER_LONG_EDGE, height: MASTER_LONG_EDGE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .webp({ quality: 90, effort: 2 })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    const tooBig = String(err).includes("pixel limit");
    throw new AppError("validation", tooBig ? "The image has too many pixels (60 megapixels at most)" : "The image could not be read", {
      image: tooBig ? "Too many pixels" : "Unreadable image",
    });
  }
  const { width, height } = master.info;
  if (Math.min(width, height) < MIN_SIDE) {
    throw new AppError("validation", `Images must be at least ${MIN_SIDE} pixels on each side`, { image: "Image is too small" });
  }
  const id = newId();
  await Deno.mkdir(imageDir(uploadsDir, id), { recursive: true });
  await Deno.writeFile(masterPath(uploadsDir, id), master.data);
  const palette: Palette | null = await imagePalette(master.data).catch((err) => {
    log.warn("image palette not computed", { id, err: String(err) });
    return null;
  });
  await db`insert into images (id, width, height, bytes, original_format, palette)
    values (${id}, ${width}, ${height}, ${bytes.length}, ${format}, ${palette ? db.json(palette as never) : null})`;
  return { id, width, height };
}
