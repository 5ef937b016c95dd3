import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import {
  IDENTITY, STEP, clampTransform, midpoint, panBy, pinchDistance, pinchTransform, toggleZoom, wheelFactor, zoomAt,
  type Bounds, type Point, type Transform,
} from "./zoom-transform.ts";

const TAP_SLOP = 8;
const DOUBLE_TAP_MS = 320;
const DOUBLE_TAP_DISTANCE = 32;
const KEY_PAN = 60;

interface Pinch {
  start: Transform;
  mid: Point;
  distance: number;
}
interface Drag {
  last: Point;
  /** Distance travelled; Infinity after a pinch, so lifting the last finger is never a tap. */
  moved: number;
}

/**
 * Wheel zoom about the pointer, pinch zoom, drag to pan, double-click/double-tap to toggle,
 * and keyboard (+, -, 0, arrows) on the zoom surface. `bounds` comes from the measured view.
 */
export function useZoomGestures(surfaceRef: RefObject<HTMLElement | null>, bounds: Bounds) {
  const [transform, setTransform] = useState<Transform>(IDENTITY);
  const [animate, setAnimate] = useState(false);
  const [dragging, setDragging] = useState(false);
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const transformRef = useRef(transform);
  transformRef.current = transform;
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<Pinch | null>(null);
  const drag = useRef<Drag | null>(null);
  const lastTap = useRef<{ time: number; point: Point } | null>(null);

  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = surfaceRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
  };
  const apply = (next: (t: Transform) => Transform, smooth: boolean) => {
    setAnimate(smooth);
    setTransform((t) => next(t));
  };

  // Keep the image on screen when the view is resized (rotation, window resize).
  const { view, base } = bounds;
  useEffect(() => setTransform((t) => clampTransform(t, boundsRef.current)), [view.width, view.height, base.width, base.height]);

  // A native listener: React's wheel listener is passive and cannot stop the page from scrolling.
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = local(event);
      apply((t) => zoomAt(t, t.scale * wheelFactor(event.deltaY, event.deltaMode), point, boundsRef.current), false);
    };
    surface.addEventListener("wheel", onWheel, { passive: false });
    return () => surface.removeEventListener("wheel", onWheel);
  }, [surfaceRef]); // the latest bounds are read through boundsRef

  const onTap = (point: Point, time: number) => {
    const previous = lastTap.current;
    if (previous && time - previous.time < DOUBLE_TAP_MS && Math.hypot(point.x - previous.point.x, point.y - previous.point.y) < DOUBLE_TAP_DISTANCE) {
      lastTap.current = null;
      apply((t) => toggleZoom(t, point, boundsRef.current), true);
    } else {
      lastTap.current = { time, point };
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Not an active pointer (synthetic events): the gesture still works without capture.
    }
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      pinch.current = { start: transformRef.current, mid: midpoint(a, b), distance: pinchDistance(a, b) };
      drag.current = null;
    } else {
      drag.current = { last: point, moved: 0 };
      setDragging(true);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const [a, b] = [...pointers.current.values()];
    const gesture = pinch.current;
    if (gesture && a && b) {
      apply(() => pinchTransform(gesture.start, gesture.mid, gesture.distance, midpoint(a, b), pinchDistance(a, b), boundsRef.current), false);
    } else if (drag.current) {
      const dx = point.x - drag.current.last.x;
      const dy = point.y - drag.current.last.y;
      drag.current = { last: point, moved: drag.current.moved + Math.hypot(dx, dy) };
      if (dx || dy) apply((t) => panBy(t, dx, dy, boundsRef.current), false);
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const point = pointers.current.get(event.pointerId);
    if (!point) return;
    pointers.current.delete(event.pointerId);
    const rest = [...pointers.current.values()][0];
    if (pinch.current) {
      if (pointers.current.size < 2) pinch.current = null;
      drag.current = rest ? { last: rest, moved: Infinity } : null;
    } else {
      if (event.type === "pointerup" && drag.current && drag.current.moved < TAP_SLOP) onTap(point, event.timeStamp);
      drag.current = null;
    }
    if (!rest) setDragging(false);
  };

  const zoomBy = (factor: number) => apply((t) => zoomAt(t, t.scale * factor, { x: 0, y: 0 }, boundsRef.current), true);
  const reset = () => apply(() => IDENTITY, true);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0], ArrowRight: [-KEY_PAN, 0], ArrowUp: [0, KEY_PAN], ArrowDown: [0, -KEY_PAN],
    };
    const pan = pans[event.key];
    if (event.key === "+" || event.key === "=") zoomBy(STEP);
    else if (event.key === "-" || event.key === "_") zoomBy(1 / STEP);
    else if (event.key === "0") reset();
    else if (pan) apply((t) => panBy(t, pan[0], pan[1], boundsRef.current), true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    transform,
    animate,
    dragging,
    zoomIn: () => zoomBy(STEP),
    zoomOut: () => zoomBy(1 / STEP),
    reset,
    surfaceProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
    },
  };
}
