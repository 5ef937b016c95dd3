import { describe, expect, it } from "vitest";
import {
  IDENTITY, TOGGLE_SCALE, clampTransform, fitContain, maxScaleFor, midpoint, panBy, pinchDistance, pinchTransform, toggleZoom,
  wheelFactor, zoomAt, type Bounds,
} from "./zoom-transform.ts";

/** A 400 × 500 image fitted into an 800 × 500 view. */
const bounds: Bounds = { view: { width: 800, height: 500 }, base: { width: 400, height: 500 }, minScale: 1, maxScale: 4 };
/** The same image filling a 400 × 500 view. */
const filled: Bounds = { ...bounds, view: { width: 400, height: 500 } };

/** Where a content point (relative to the image centre, unscaled) appears on screen. */
const onScreen = (t: { scale: number; x: number; y: number }, c: { x: number; y: number }) => ({ x: c.x * t.scale + t.x, y: c.y * t.scale + t.y });

describe("zoom transform", () => {
  it("fits the image inside the view", () => {
    expect(fitContain({ width: 1350, height: 1800 }, { width: 800, height: 500 })).toEqual({ width: 375, height: 500 });
    expect(fitContain({ width: 2000, height: 500 }, { width: 800, height: 500 })).toEqual({ width: 800, height: 200 });
  });

  it("zooms about a point: the content under the pointer stays under it", () => {
    const point = { x: 100, y: -150 };
    const t = zoomAt(IDENTITY, 2, point, filled);
    expect(t).toEqual({ scale: 2, x: -100, y: 150 });
    expect(onScreen(t, { x: 100, y: -150 })).toEqual(point);
    const again = zoomAt(t, 3, point, filled);
    expect(again).toEqual({ scale: 3, x: -200, y: 300 });
    expect(onScreen(again, { x: 100, y: -150 })).toEqual(point);
  });

  it("clamps the scale to its bounds", () => {
    expect(zoomAt(IDENTITY, 10, { x: 0, y: 0 }, bounds).scale).toBe(4);
    expect(zoomAt({ scale: 2, x: 0, y: 0 }, 0.2, { x: 0, y: 0 }, bounds)).toEqual(IDENTITY);
  });

  it("clamps the position so the image never leaves the screen", () => {
    // At 2× the image is 800 × 1000: no horizontal room (800 = view), 250 px each way vertically.
    expect(clampTransform({ scale: 2, x: 300, y: 900 }, bounds)).toEqual({ scale: 2, x: 0, y: 250 });
    expect(clampTransform({ scale: 3, x: -900, y: -900 }, bounds)).toEqual({ scale: 3, x: -200, y: -500 });
    // Smaller than the view: stays centred.
    expect(clampTransform({ scale: 1, x: 40, y: -40 }, bounds)).toEqual(IDENTITY);
    expect(panBy({ scale: 2, x: 0, y: 200 }, 50, 100, bounds)).toEqual({ scale: 2, x: 0, y: 250 });
  });

  it("measures pinch distance and midpoint", () => {
    expect(pinchDistance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
    expect(midpoint({ x: -10, y: 20 }, { x: 30, y: 40 })).toEqual({ x: 10, y: 30 });
  });

  it("pinch scales by the change in distance about the start midpoint and follows the midpoint", () => {
    const mid = { x: 0, y: 100 };
    const t = pinchTransform(IDENTITY, mid, 100, mid, 200, bounds);
    expect(t).toEqual({ scale: 2, x: 0, y: -100 });
    expect(onScreen(t, { x: 0, y: 100 })).toEqual(mid);
    const moved = pinchTransform(IDENTITY, mid, 100, { x: 0, y: 50 }, 200, bounds);
    expect(moved).toEqual({ scale: 2, x: 0, y: -150 });
    expect(pinchTransform(IDENTITY, mid, 100, mid, 1000, bounds).scale).toBe(4);
  });

  it("double-tap toggles between fitted and zoomed in at the point", () => {
    const zoomed = toggleZoom(IDENTITY, { x: 0, y: 0 }, bounds);
    expect(zoomed).toEqual({ scale: TOGGLE_SCALE, x: 0, y: 0 });
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, bounds)).toEqual(IDENTITY);
  });

  it("wheel up zooms in, wheel down zooms out, by the same factor", () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0) * wheelFactor(-100, 0)).toBeCloseTo(1, 10);
    expect(wheelFactor(-3, 1)).toBeCloseTo(wheelFactor(-60, 0), 10);
  });

  it("allows zoom up to twice the image's own pixels, between 4× and 8×", () => {
    expect(maxScaleFor({ width: 2400, height: 3200 }, { width: 375, height: 500 })).toBe(8);
    expect(maxScaleFor({ width: 1350, height: 1800 }, { width: 375, height: 500 })).toBe(7.2);
    expect(maxScaleFor({ width: 400, height: 500 }, { width: 400, height: 500 })).toBe(4);
  });
});
