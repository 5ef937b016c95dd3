import sharp from "sharp";

/** A small seeded PRNG so the demo portfolio looks the same on every machine. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Renders an abstract "painting" (layered, softened colour fields on a toned ground) as SVG. Used for the demo
 * portfolio so a fresh install has real images without shipping binary files.
 */
export function paintingSvg(seed: number, palette: string[], width: number, height: number): string {
  const r = rng(seed);
  const pick = () => palette[Math.floor(r() * palette.length)];
  const shapes: string[] = [];
  const horizon = height * (0.35 + r() * 0.35);
  shapes.push(`<rect width="${width}" height="${horizon}" fill="${palette[0]}"/>`);
  shapes.push(`<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${palette[1]}"/>`);
  for (let i = 0; i < 14; i++) {
    const cx = r() * width, cy = r() * height, rx = width * (0.08 + r() * 0.3), ry = height * (0.05 + r() * 0.22);
    shapes.push(`<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}"
      fill="${pick()}" opacity="${(0.25 + r() * 0.5).toFixed(2)}" transform="rotate(${(r() * 60 - 30).toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`);
  }
  for (let i = 0; i < 5; i++) {
    const y = r() * height;
    shapes.push(`<rect x="${(r() * width * 0.3).toFixed(0)}" y="${y.toFixed(0)}" width="${(width * (0.3 + r() * 0.6)).toFixed(0)}"
      height="${(height * 0.01 + r() * height * 0.03).toFixed(0)}" fill="${pick()}" opacity="0.55"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${(width / 140).toFixed(1)}"/></filter>
</defs>
  <g filter="url(#soft)">${shapes.join("")}</g>
</svg>`;
}

/** Renders the painting to PNG bytes. It is drawn at quarter size and scaled up: the soft edges hide it, and it
 * is 16x faster. */
export async function renderPainting(seed: number, palette: string[], size: { width: number; height: number }): Promise<Uint8Array> {
  const svg = paintingSvg(seed, palette, Math.round(size.width / 4), Math.round(size.height / 4));
  // Rasterise the small SVG first: resizing an SVG input would make sharp re-render it at full size.
  const small = await sharp(new TextEncoder().encode(svg)).raw().toBuffer({ resolveWithObject: true });
  const big = sharp(small.data, { raw: small.info }).resize(size.width, size.height);
  return new Uint8Array(await big.png({ compressionLevel: 1 }).toBuffer());
}
