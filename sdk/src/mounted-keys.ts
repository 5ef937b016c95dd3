/**
 * Which SWR keys a mounted component currently reads (maintained by `useApi`).
 * Live refresh revalidates mounted keys in place and drops the cached data of
 * the others, so the next screen that needs them fetches fresh data.
 */
const counts = new Map<string, number>();

export function retainKey(key: string): () => void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return () => {
    const next = (counts.get(key) ?? 1) - 1;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };
}

export function isKeyMounted(key: unknown): boolean {
  return typeof key === "string" && counts.has(key);
}
