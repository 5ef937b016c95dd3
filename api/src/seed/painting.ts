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

const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, "0");

/** `color` lightened (amount > 0) or darkened (amount < 0) by up to 1. */
function shade(color: string, amount: number): string {
  const c = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const mixed = c.map((v) => (amount >= 0 ? v + (255 - v) * amount : v * (1 + amount)));
  return `#${mixed.map(hex).join("")}`;
}

const f = (n: number) => n.toFixed(1);

/** The colour `t` (0..1) of the way from `a` to `b`. */
function mixColor(a: string, b: string, t: number): string {
  const ca = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const cb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${ca.map((v, k) => hex(v + (cb[k] - v) * t)).join("")}`;
}

/**
 * Renders an imagined landscape "painting" as SVG: a graded sky and ground, a few large shapes (hills, a sun or
 * moon, a figure-like column), then a few thousand short brush strokes that follow a smooth flow field and take
 * their colour from the zone they sit in, and a canvas grain. Used for the demo portfolio so a fresh install has
 * real-looking images without shipping binary files. Palette: [sky, ground, light, mid, accent].
 */
export function paintingSvg(seed: number, palette: string[], width: number, height: number): string {
  const r = rng(seed);
  const [sky, ground, light, mid, accent] = palette;
  const horizon = height * (0.38 + r() * 0.3);
  const unit = Math.min(width, height);
  const parts: string[] = [];

  parts.push(`<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(sky, -0.25)}"/><stop offset="1" stop-color="${shade(light, -0.05)}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${shade(ground, -0.3)}"/></linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${f(unit / 300)}"/></filter>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="${(1.6 / Math.sqrt(unit / 300)).toFixed(2)}" numOctaves="2" seed="${seed % 1000}"/>
      <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0.55 0"/></filter>
  </defs>`);
  parts.push(`<rect width="${width}" height="${f(horizon + 2)}" fill="url(#sky)"/>`);
  parts.push(`<rect y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="url(#ground)"/>`);

  // Brushwork: short strokes along a flow field (level in the sky, following the hills below), each close to the
  // colour of the ground it sits on; a few carry the light or the accent.
  const phase = r() * 10;
  const brush = (count: number, opacity: [number, number], spread: number) => {
    const strokes: string[] = [];
    for (let i = 0; i < count; i++) {
      const x = r() * width, y = r() * height;
      const inSky = y < horizon;
      const t = inSky ? y / horizon : (y - horizon) / (height - horizon);
      const angle = (inSky ? 0.12 : 0.3) * Math.sin((x / unit) * 5 + phase) + (inSky ? 0 : 0.2 * Math.cos((y / unit) * 7));
      const len = unit * (0.01 + r() * 0.028), thick = unit * (0.004 + r() * 0.006);
      const roll = r();
      const base = roll < (inSky ? 0.015 : 0.05) ? light : roll < (inSky ? 0.02 : 0.08) ? accent : inSky ? mixColor(shade(sky, -0.25), light, t) : mixColor(mid, shade(ground, -0.3), t);
      const color = shade(base, (r() - 0.5) * spread);
      const dx = (Math.cos(angle) * len) / 2, dy = (Math.sin(angle) * len) / 2;
      strokes.push(`<path d="M${f(x - dx)} ${f(y - dy)}L${f(x + dx)} ${f(y + dy)}" stroke="${color}" stroke-width="${f(thick)}" opacity="${(opacity[0] + r() * (opacity[1] - opacity[0])).toFixed(2)}"/>`);
    }
    return `<g stroke-linecap="round" fill="none">${strokes.join("")}</g>`;
  };
  const area = (width * height) / (unit * unit);
  parts.push(brush(Math.round(area * 1800), [0.35, 0.7], 0.3));

  // Large forms over the underpainting: a glowing disc, rolling hills on the horizon, one or two upright figures.
  const forms: string[] = [];
  const sunX = width * (0.15 + r() * 0.7), sunY = horizon * (0.25 + r() * 0.45), sunR = unit * (0.06 + r() * 0.08);
  forms.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 2.2)}" fill="${light}" opacity="0.3"/>`);
  forms.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${shade(light, 0.4)}" opacity="0.9"/>`);
  for (let i = 0; i < 3; i++) {
    const base = horizon + unit * (0.01 + i * 0.05);
    let d = `M0 ${f(base)}`;
    for (let x = 0; x < width;) {
      const step = width * (0.15 + r() * 0.3);
      d += ` Q${f(x + step / 2)} ${f(base - unit * (0.01 + r() * 0.1))} ${f(x + step)} ${f(base)}`;
      x += step;
    }
    d += ` L${width} ${height} L0 ${height} Z`;
    forms.push(`<path d="${d}" fill="${shade(mixColor(mid, ground, i / 2), -0.08 * i)}" opacity="${(0.45 + i * 0.12).toFixed(2)}"/>`);
  }
  const figures = 1 + Math.floor(r() * 2);
  for (let i = 0; i < figures; i++) {
    const x = width * (0.22 + r() * 0.56), h = unit * (0.2 + r() * 0.14), w = h * 0.26, y = horizon + unit * (0.14 + r() * 0.06);
    const body = shade(ground, -0.45);
    forms.push(`<path d="M${f(x - w / 2)} ${f(y)} C${f(x - w * 0.45)} ${f(y - h * 0.6)} ${f(x - w * 0.2)} ${f(y - h * 0.8)} ${f(x)} ${f(y - h * 0.82)}
      C${f(x + w * 0.2)} ${f(y - h * 0.8)} ${f(x + w * 0.45)} ${f(y - h * 0.6)} ${f(x + w / 2)} ${f(y)} Z" fill="${body}"/>`);
    forms.push(`<circle cx="${f(x)}" cy="${f(y - h * 0.92)}" r="${f(w * 0.2)}" fill="${body}"/>`);
    forms.push(`<circle cx="${f(x + w * 0.42)}" cy="${f(y - h * 0.7)}" r="${f(w * 0.1)}" fill="${accent}"/>`);
    forms.push(`<ellipse cx="${f(x)}" cy="${f(y + unit * 0.005)}" rx="${f(w * 1.4)}" ry="${f(w * 0.12)}" fill="${body}" opacity="0.35"/>`);
  }
  parts.push(`<g filter="url(#soft)">${forms.join("")}</g>`);
  // A thin glaze of strokes over everything, so the forms sit in the same paint.
  parts.push(brush(Math.round(area * 500), [0.12, 0.3], 0.2));
  parts.push(`<rect width="${width}" height="${height}" filter="url(#grain)" opacity="0.3"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}

/** Renders the painting to PNG bytes: drawn at half size and scaled up (brushwork hides it; 4x faster). */
export async function renderPainting(seed: number, palette: string[], size: { width: number; height: number }): Promise<Uint8Array> {
  const svg = paintingSvg(seed, palette, Math.round(size.width / 2), Math.round(size.height / 2));
  // Rasterise the small SVG first: resizing an SVG input would make sharp re-render it at full size.
  const small = await sharp(new TextEncoder().encode(svg)).raw().toBuffer({ resolveWithObject: true });
  const big = sharp(small.data, { raw: small.info }).resize(size.width, size.height);
  return new Uint8Array(await big.png({ compressionLevel: 1 }).toBuffer());
}
