import { join } from "node:path";
import { IMAGE_WIDTHS } from "@studio/contracts";

/** Limits and sizes for uploaded images (ENGINEERING.md section 5: size and pixel limits). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 60_000_000; // e.g. 9000 x 6600
export const MIN_SIDE = 200;
export const MASTER_LONG_EDGE = 2400;
/** Widths served in srcset; a copy is never wider than its master. */
export const WIDTHS = IMAGE_WIDTHS;
export const FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof FORMATS)[number];

/** Detects the file type from its first bytes; the file name and declared type are never trusted. */
export function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "webp" | "avif" | "heic" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return null;
}

/**
 * The copies a master of this width has, as [file width, real pixel width]. Copies are never enlarged, so a
 * master narrower than the smallest size has one copy, named 480 but as wide as the master.
 */
export function copiesFor(masterWidth: number): [number, number][] {
  const fitting = WIDTHS.filter((w) => w <= masterWidth).map((w): [number, number] => [w, w]);
  const larger = WIDTHS.find((w) => w > masterWidth);
  return larger !== undefined && masterWidth > (fitting.at(-1)?.[1] ?? 0) ? [...fitting, [larger, masterWidth]] : fitting;
}

/** Where an uploaded image's files live: uploads/img/<id>/, with master.webp and the sized copies made from it. */
export const imageDir = (uploadsDir: string, id: string) => join(uploadsDir, "img", id);
export const masterPath = (uploadsDir: string, id: string) => join(imageDir(uploadsDir, id), "master.webp");
