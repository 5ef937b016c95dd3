import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { MIN_DURATION_SECONDS, type Device, type TrackDuration, type TrackInteraction, type TrackPageView } from "@studio/contracts";
import { isAdminPath } from "./admin-pending-changes.ts";
import { api } from "./client.ts";

/**
 * First-party analytics in the browser (spec sections 3, 7, 9): a page view on every route change, how long the
 * visitor stayed (only over 5 seconds; sent when the page is hidden or left, or at the next route change), and
 * artwork interactions for recommendations. Failures are only logged; the visitor never sees them.
 */

const SESSION_KEY = "studio-analytics-session";

/** The browser's analytics session id: kept in localStorage, made from the current time plus a random string. */
export function analyticsSessionId(): string {
  try {
    const stored = localStorage.getItem(SESSION_KEY);
    if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
    const id = `${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(2)).join("").slice(0, 16)}`;
    localStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return `${Date.now().toString(36)}-nostorage`;
  }
}

export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|Nexus (7|9|10)|SM-T|Kindle|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}

export function browserOf(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return "Edge";
  if (/OPR\/|Opera/.test(userAgent)) return "Opera";
  if (/Firefox\/|FxiOS/.test(userAgent)) return "Firefox";
  if (/Chrome\/|CriOS/.test(userAgent)) return "Chrome";
  if (/Safari\//.test(userAgent)) return "Safari";
  return "Other";
}

export function osOf(userAgent: string): string {
  if (/iPhone|iPad|iPod/.test(userAgent)) return "iOS";
  if (/Android/.test(userAgent)) return "Android";
  if (/Windows/.test(userAgent)) return "Windows";
  if (/Mac OS X|Macintosh/.test(userAgent)) return "macOS";
  if (/CrOS/.test(userAgent)) return "ChromeOS";
  if (/Linux/.test(userAgent)) return "Linux";
  return "Other";
}

const logFailure = (what: string) => (error: unknown) => console.warn(`analytics: ${what} not recorded`, error);

export function trackPageView(path: string, referer: string | null): void {
  const ua = navigator.userAgent;
  const body: TrackPageView = { sessionId: analyticsSessionId(), path, referer, userAgent: ua.slice(0, 512), device: deviceOf(ua), browser: browserOf(ua), os: osOf(ua) };
  api.post("/api/analytics/track", body).catch(logFailure("page view"));
}

/** Sends a stay longer than 5 seconds; with sendBeacon when the page is going away (a fetch could be cut off). */
export function trackDuration(path: string, seconds: number, leaving = false): void {
  const duration = Math.round(seconds);
  if (duration <= MIN_DURATION_SECONDS) return;
  const body: TrackDuration = { sessionId: analyticsSessionId(), path, duration };
  if (leaving && typeof navigator.sendBeacon === "function") {
    if (navigator.sendBeacon("/api/analytics/duration", new Blob([JSON.stringify(body)], { type: "application/json" }))) return;
  }
  api.post("/api/analytics/duration", body).catch(logFailure("duration"));
}

const INTERACTED_KEY = "studio-recommendations-personal";

/** Whether this browser has reported an artwork interaction, so the server can recommend works to its session. */
export function hasReportedInteraction(): boolean {
  try {
    return localStorage.getItem(INTERACTED_KEY) === "1";
  } catch {
    return false;
  }
}

export function trackInteraction(artworkId: number, interactionType: TrackInteraction["interactionType"], timeSpent?: number): void {
  const body: TrackInteraction = { sessionId: analyticsSessionId(), artworkId, interactionType, timeSpent };
  api.post("/api/recommendations/track", body)
    .then(() => {
      try {
        localStorage.setItem(INTERACTED_KEY, "1");
      } catch {
        // storage full or blocked: this visit keeps the general recommendations
      }
    })
    .catch(logFailure("interaction"));
}

/**
 * Counts the public pages this visitor opens (admin pages are not counted). The referer is the page the visitor came
 * from for the first view, then the previous page of the site.
 */
export function usePageTracking(): void {
  const location = useLocation();
  const path = location.pathname + location.search;
  const current = useRef<{ path: string; since: number } | null>(null);

  useEffect(() => {
    const previous = current.current;
    if (previous) trackDuration(previous.path, (Date.now() - previous.since) / 1000);
    if (isAdminPath(location.pathname)) {
      current.current = null;
      return;
    }
    trackPageView(path, previous ? window.location.origin + previous.path : (document.referrer || null));
    current.current = { path, since: Date.now() };
  }, [path, location.pathname]);

  useEffect(() => {
    // Hidden (tab switched, app backgrounded, page closed): report the stay so far, and count again from the return.
    const onVisibility = () => {
      const page = current.current;
      if (!page) return;
      if (document.visibilityState === "hidden") {
        trackDuration(page.path, (Date.now() - page.since) / 1000, true);
        page.since = Number.POSITIVE_INFINITY;
      } else if (page.since === Number.POSITIVE_INFINITY) {
        page.since = Date.now();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
}

/** Spec section 7: a view is reported after 2 s on the artwork, a hover after 3 s over its card. */
export const VIEW_AFTER_MS = 2_000;
export const HOVER_AFTER_MS = 3_000;
const LIKED_KEY = "studio-liked-artworks";

/** Reports a view once the artwork has been open for 2 seconds (null: nothing open). */
export function useArtworkViewTracking(artworkId: number | null): void {
  useEffect(() => {
    if (artworkId === null) return;
    const timer = setTimeout(() => trackInteraction(artworkId, "view", VIEW_AFTER_MS / 1000), VIEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [artworkId]);
}

/** Handlers for a card: resting the pointer on it for 3 seconds reports a view of 3 seconds. */
export function useHoverTracking(artworkId: number): { onMouseEnter: () => void; onMouseLeave: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onMouseEnter: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => trackInteraction(artworkId, "view", HOVER_AFTER_MS / 1000), HOVER_AFTER_MS);
    },
    onMouseLeave: () => clearTimeout(timer.current),
  };
}

function likedIds(): number[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(LIKED_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** Whether this browser liked the artwork, and a toggle; a like is reported once (an unlike only stays here). */
export function useLike(artworkId: number): { liked: boolean; toggle: () => void } {
  // Read after mount: the server (and hydration) render "not liked".
  const [liked, setLiked] = useState(false);
  useEffect(() => setLiked(likedIds().includes(artworkId)), [artworkId]);
  const toggle = () => {
    const ids = likedIds();
    const next = !ids.includes(artworkId);
    try {
      localStorage.setItem(LIKED_KEY, JSON.stringify(next ? [...ids, artworkId].slice(-200) : ids.filter((id) => id !== artworkId)));
    } catch {
      // storage full or blocked: the like still counts for this visit
    }
    if (next) trackInteraction(artworkId, "like");
    setLiked(next);
  };
  return { liked, toggle };
}
