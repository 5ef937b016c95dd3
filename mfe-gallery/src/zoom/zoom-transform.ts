/**
 * Pure maths of the zoom view. Coordinates are pixels relative to the centre of the view; the
 * image is first fitted into the view ("base" size), then drawn as translate(x, y) scale(scale)
 * about its own centre, so a content point c appears at c * scale + (x, y).
 */
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Transform {
  scale: number;
  x: number;
  y: number;
}
export interface Bounds {
  view: Size;
  /** The image fitted into the view at scale 1. */
  base: Size;
  minScale: number;
  maxScale: number;
}

export const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };
/** Scale a double-click / double-tap zooms to. */
export const TOGGLE_SCALE = 2.5;
export const STEP = 1.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest size of `content`'s proportions that fits inside `view`. */
export function fitContain(content: Size, view: Size): Size {
  if (content.width <= 0 || content.height <= 0) return { width: 0, height: 0 };
  const ratio = Math.min(view.width / content.width, view.height / content.height);
  return { width: content.width * ratio, height: content.height * ratio };
}

/** Zoom up to 2× the image's own pixels, at least 4× and at most 8× the fitted size. */
export function maxScaleFor(natural: Size, base: Size): number {
  if (base.width <= 0) return 4;
  return clamp((2 * natural.width) / base.width, 4, 8);
}

/**
 * Keeps the scale within bounds and the image on screen: an image smaller than the view stays
 * centred on that axis; a larger one can move only until its edge meets the view's edge.
 */
export function clampTransform(t: Transform, bounds: Bounds): Transform {
  const scale = clamp(t.scale, bounds.minScale, bounds.maxScale);
  const maxX = Math.max(0, (bounds.base.width * scale - bounds.view.width) / 2);
  const maxY = Math.max(0, (bounds.base.height * scale - bounds.view.height) / 2);
  return { scale, x: clamp(t.x, -maxX, maxX) || 0, y: clamp(t.y, -maxY, maxY) || 0 };
}

/** Zooms to `nextScale` keeping the content under `point` where it is (wheel, buttons, double-tap). */
export function zoomAt(t: Transform, nextScale: number, point: Point, bounds: Bounds): Transform {
  const scale = clamp(nextScale, bounds.minScale, bounds.maxScale);
  const k = scale / t.scale;
  return clampTransform({ scale, x: point.x - (point.x - t.x) * k, y: point.y - (point.y - t.y) * k }, bounds);
}

export function panBy(t: Transform, dx: number, dy: number, bounds: Bounds): Transform {
  return clampTransform({ scale: t.scale, x: t.x + dx, y: t.y + dy }, bounds);
}

export function pinchDistance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Two-finger gesture from its start: scales by the change in finger distance about the start
 * midpoint, and follows the midpoint as it moves (zoom and pan in one).
 */
export function pinchTransform(start: Transform, startMid: Point, startDistance: number, mid: Point, distance: number, bounds: Bounds): Transform {
  if (startDistance <= 0) return start;
  const scale = clamp((start.scale * distance) / startDistance, bounds.minScale, bounds.maxScale);
  const k = scale / start.scale;
  return clampTransform({ scale, x: mid.x - (startMid.x - start.x) * k, y: mid.y - (startMid.y - start.y) * k }, bounds);
}

/** Double-click / double-tap: zoom in at the point, or back to fit when already zoomed. */
export function toggleZoom(t: Transform, point: Point, bounds: Bounds): Transform {
  return t.scale > bounds.minScale + 0.01 ? IDENTITY : zoomAt(t, TOGGLE_SCALE, point, bounds);
}

/** Wheel delta -> zoom factor (lines are ~20 px; a trackpad pinch arrives as small ctrl+wheel deltas). */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 20 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-clamp(pixels, -200, 200) * 0.002);
}
