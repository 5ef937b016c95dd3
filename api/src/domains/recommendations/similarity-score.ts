import { hexToLab, type Palette } from "../media/image-palette.ts";

/** What the similarity of two artworks is computed from. `palette` null or []: the work has no colour signature. */
export interface SimilarityInput {
  id: number;
  category: string;
  medium: string;
  priceCents: number | null;
  palette: Palette | null;
}

/** Each factor's weight; they add up to 1, so a score is 0..1. ADR 012 explains the choice. */
export const SIMILARITY_WEIGHTS = { category: 0.35, medium: 0.2, price: 0.15, colour: 0.3 } as const;

export type Factor = keyof typeof SIMILARITY_WEIGHTS;

/** Each factor's contribution to the score (weight × closeness); null when one of the two works lacks the data. */
export type SimilarityFactors = Record<Factor, number | null>;

/** Prices this many times apart (or more) are not close at all; half as far apart are half close. */
const PRICE_FAR_RATIO = 4;
/** Palettes this far apart (mean CIELAB distance, ΔE76) or more share nothing; 0 is the same colours. */
const COLOUR_FAR_DELTA_E = 50;
const STOP_WORDS = new Set(["on", "and", "of", "with", "in", "the", "a", "an", "over"]);

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const words = (medium: string) =>
  new Set(medium.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !STOP_WORDS.has(w)));

/** Same category (ignoring case and spaces around it): 1, else 0. */
export function categoryCloseness(a: string, b: string): number {
  const [x, y] = [a.trim().toLowerCase(), b.trim().toLowerCase()];
  return x !== "" && x === y ? 1 : 0;
}

/** Shared words of the media (Jaccard): "Oil on canvas" and "Oil on linen" share 1 of 3 words ("on" does not count). */
export function mediumCloseness(a: string, b: string): number | null {
  const [x, y] = [words(a), words(b)];
  if (x.size === 0 || y.size === 0) return null;
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared);
}

/** 1 for the same price, 0.5 for one twice the other, 0 at four times or more (prices compare by ratio). */
export function priceCloseness(a: number | null, b: number | null): number | null {
  if (!a || !b) return null;
  return Math.max(0, 1 - Math.abs(Math.log(a / b)) / Math.log(PRICE_FAR_RATIO));
}

/** How far palette `from` is from `to`: each colour's distance to the nearest colour of `to`, by its share. */
function paletteDistance(from: [number, number, number][], shares: number[], to: [number, number, number][]): number {
  const total = shares.reduce((s, x) => s + x, 0) || 1;
  let sum = 0;
  from.forEach((c, i) => {
    const nearest = Math.min(...to.map((d) => Math.hypot(c[0] - d[0], c[1] - d[1], c[2] - d[2])));
    sum += nearest * shares[i];
  });
  return sum / total;
}

/** 1 for the same colours, falling linearly to 0 at a mean distance of ΔE 50, measured both ways and averaged. */
export function colourCloseness(a: Palette | null, b: Palette | null): number | null {
  if (!a?.length || !b?.length) return null;
  const [la, lb] = [a.map((c) => hexToLab(c.hex)), b.map((c) => hexToLab(c.hex))];
  const distance = (paletteDistance(la, a.map((c) => c.share), lb) + paletteDistance(lb, b.map((c) => c.share), la)) / 2;
  return Math.max(0, 1 - distance / COLOUR_FAR_DELTA_E);
}

/**
 * The similarity of two artworks: the weighted sum of how close their category, medium, price and colours are.
 * A factor that one of the two works lacks (no price, no image) adds nothing. Symmetric: similarity(a, b) is
 * similarity(b, a). Scores and contributions are rounded to 4 decimals, as art_similarity stores them.
 */
export function similarity(a: SimilarityInput, b: SimilarityInput): { score: number; factors: SimilarityFactors } {
  const closeness: SimilarityFactors = {
    category: categoryCloseness(a.category, b.category),
    medium: mediumCloseness(a.medium, b.medium),
    price: priceCloseness(a.priceCents, b.priceCents),
    colour: colourCloseness(a.palette, b.palette),
  };
  let score = 0;
  const factors = { ...closeness };
  for (const factor of Object.keys(SIMILARITY_WEIGHTS) as Factor[]) {
    const value = closeness[factor];
    if (value === null) continue;
    score += SIMILARITY_WEIGHTS[factor] * value;
    factors[factor] = round4(SIMILARITY_WEIGHTS[factor] * value);
  }
  return { score: Math.min(1, round4(score)), factors };
}
