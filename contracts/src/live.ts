import { z } from "zod";

/** The one message type the /ws gateway sends (product spec section 7). */
export const ZCacheInvalidation = z.object({
  type: z.literal("cache_invalidation"),
  data: z.object({
    operation: z.enum(["create", "update", "delete"]),
    path: z.string(),
    invalidateKeys: z.array(z.string()).min(1),
  }),
});
export type CacheInvalidation = z.infer<typeof ZCacheInvalidation>;

/** True when an SWR key (an API path) is equal to or starts with an invalidate key. */
export function keyMatches(key: unknown, invalidateKey: string): boolean {
  return typeof key === "string" && (key === invalidateKey || key.startsWith(invalidateKey));
}
