/**
 * A paged admin list's API path with its filters: empty filters and page 1 are left out (text trimmed), so one list
 * has one cache key however it was reached.
 */
export function listPath<Q extends { page: number }>(base: string, query: Q): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query) as [string, unknown][]) {
    const value = typeof raw === "string" ? raw.trim() : raw;
    if (key === "page" ? Number(value) > 1 : value) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${search ? `?${search}` : ""}`;
}
