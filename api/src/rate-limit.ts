import type { Db } from "./db/connect.ts";
import { AppError } from "./errors.ts";

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export const LIMITS = {
  /** Every sign-in attempt from one address. */
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** Wrong passwords for one account. */
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong two-step codes for one account. */
  mfaPerAccount: { max: 5, windowSeconds: 5 * 60 },
  resetPerIp: { max: 10, windowSeconds: 15 * 60 },
  resetPerAccount: { max: 5, windowSeconds: 15 * 60 },
  /** Public forms, per address: enough for a person, too few for a spam run. */
  contactPerIp: { max: 10, windowSeconds: 15 * 60 },
  commissionPerIp: { max: 10, windowSeconds: 60 * 60 },
  newsletterPerIp: { max: 20, windowSeconds: 60 * 60 },
  /** Tracking calls (page views, durations, interactions) per address: a busy reader stays far below it. */
  analyticsPerIp: { max: 600, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

/** SQL: the start of the current window, and the seconds until the window of the row at hand ends. */
const windowStart = (limit: Limit) => `to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds})`;
const secondsLeft = (limit: Limit) => `ceil(extract(epoch from window_start + interval '${limit.windowSeconds} seconds' - now()))::int`;

function tooMany(endsInS: number): AppError {
  const minutes = Math.max(1, Math.ceil(endsInS / 60));
  return new AppError("too_many_requests", `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

/** Refuses (429) when `bucket` has already used up this window's allowance; counts nothing. */
export async function guardFailures(db: Db, bucket: string, limit: Limit): Promise<void> {
  const [row] = await db<{ hits: number; endsInS: number }[]>`
    select hits, ${db.unsafe(secondsLeft(limit))} as ends_in_s from rate_limits where bucket = ${bucket} and window_start = ${db.unsafe(windowStart(limit))}`;
  if (row && row.hits >= limit.max) throw tooMany(row.endsInS);
}

/** Counts one failed attempt in `bucket` (a wrong password or code), for guardFailures. */
export async function countFailure(db: Db, bucket: string, limit: Limit): Promise<void> {
  await db`insert into rate_limits (bucket, window_start, hits) values (${bucket}, ${db.unsafe(windowStart(limit))}, 1)
    on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1`;
}

/**
 * Counts one attempt in `bucket` (a fixed window, stored in the database so every API instance shares it) and
 * refuses with a 429 naming the wait once the window's allowance is used up.
 */
export async function takeAttempt(db: Db, bucket: string, limit: Limit): Promise<void> {
  const [row] = await db<{ hits: number; endsInS: number }[]>`
    insert into rate_limits (bucket, window_start, hits)
    values (${bucket}, ${db.unsafe(windowStart(limit))}, 1)
    on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1
    returning hits, ${db.unsafe(secondsLeft(limit))} as ends_in_s`;
  if (row.hits > limit.max) throw tooMany(row.endsInS);
}

/** Old windows are of no use: dropped now and then. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db`delete from rate_limits where window_start < now() - interval '1 day'`;
}
