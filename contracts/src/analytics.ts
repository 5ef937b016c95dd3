import { z } from "zod";

/**
 * First-party analytics (spec sections 3, 7 and 9): what the browser reports, validated and size-limited. The
 * session id is the browser's own (localStorage, time + random), never linked to a person.
 */

/** Spec section 9: a duration is reported only when the visitor stayed longer than this. */
export const MIN_DURATION_SECONDS = 5;
/** A visit that comes back after this long counts as returning. */
export const RETURNING_AFTER_MINUTES = 30;

/** The browser's analytics session id (also how it asks for its own recommendations). */
export const ZSessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "sessionId must be 8 to 64 letters, digits, - or _");
const ZPath = z.string().max(512, "path is too long").regex(/^\/[^\s]*$/, "path must start with /");

export const ZDevice = z.enum(["tablet", "mobile", "desktop"]);
export type Device = z.infer<typeof ZDevice>;

export const ZTrackPageView = z.object({
  sessionId: ZSessionId,
  path: ZPath,
  referer: z.string().max(1024, "referer is too long").nullable().default(null),
  userAgent: z.string().max(512, "userAgent is too long").default(""),
  device: ZDevice,
  browser: z.string().max(64, "browser is too long").default(""),
  os: z.string().max(64, "os is too long").default(""),
});
export type TrackPageView = z.input<typeof ZTrackPageView>;

export const ZTrackDuration = z.object({
  sessionId: ZSessionId,
  path: ZPath,
  duration: z.number().int("duration must be whole seconds").min(0).max(24 * 3600, "duration is too long"),
});
export type TrackDuration = z.input<typeof ZTrackDuration>;

export const ZInteractionType = z.enum(["view", "like", "hover"]);

export const ZTrackInteraction = z.object({
  sessionId: ZSessionId,
  artworkId: z.number().int().positive(),
  interactionType: ZInteractionType,
  timeSpent: z.number().int().min(0).max(3600).optional(),
});
export type TrackInteraction = z.input<typeof ZTrackInteraction>;
