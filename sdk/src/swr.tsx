import { useEffect, type ReactNode } from "react";
import useSWR, { SWRConfig, type SWRConfiguration, type SWRResponse } from "swr";
import type { ZodType } from "zod";
import { z } from "zod";
import { ZArtwork, type Artwork } from "@studio/contracts";
import { api, request } from "./client.ts";
import { retainKey } from "./mounted-keys.ts";
import { serverData } from "./server-data.ts";
import { useServerRender } from "./server-render.ts";

export const FEATURED_FRESH_MS = 5 * 60_000;

/**
 * Spec section 9: data never goes stale by itself, no refetch on focus, no polling,
 * no retries. Keys are API paths; the fetcher is the api client's GET.
 * (SWR keeps its cache for the page's lifetime: it has no time-based eviction.)
 */
export const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => api.get(path),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

export function StudioSWRProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}

export interface UseApiOptions<T> {
  /** zod schema from @studio/contracts: the response is parsed with it. */
  schema?: ZodType<T>;
  /** Extra SWR options for this key (e.g. freshness window). */
  swr?: SWRConfiguration<T, Error>;
  /** Extra request headers (e.g. the cart token an order read needs). */
  headers?: Record<string, string>;
}

/**
 * GET an API path through SWR. `null` skips the request. A server-rendered page starts from the data the server
 * rendered it with (no request); on the server, a path without data is reported so the server can fetch it.
 */
export function useApi<T = unknown>(path: string | null, options: UseApiOptions<T> = {}): SWRResponse<T, Error> {
  const { schema, swr, headers } = options;
  const server = useServerRender();
  useEffect(() => (path ? retainKey(path) : undefined), [path]);
  const fetcher = (key: string) => request<T>("GET", key, undefined, schema, headers);
  const page = server ?? serverData;
  const fallbackData = path === null ? undefined : (page.data[path] as T | undefined);
  const serverError = path === null ? undefined : page.errors[path];
  if (server && path !== null && !(path in server.data) && serverError === undefined) server.missing.add(path);
  const config: SWRConfiguration<T, Error> = fallbackData !== undefined
    ? { fallbackData, ...swr }
    : serverError !== undefined ? { ...swr, revalidateOnMount: false } : swr ?? {};
  const response = useSWR<T, Error>(path, fetcher, config);
  if (serverError === undefined || response.data !== undefined || response.error !== undefined) return response;
  // The server's request failed (e.g. an unknown product): render the same error state it rendered.
  return { ...response, error: new Error(serverError), isLoading: false, isValidating: false, data: undefined } as SWRResponse<T, Error>;
}

const ZSettingValue = z.object({ key: z.string(), value: z.string().nullable() });

/** A setting's value; `fallback` while loading, when unset or empty, or on error. */
export function useSetting(key: string, fallback = ""): string {
  const { data } = useApi(`/api/settings/${key}`, { schema: ZSettingValue });
  return data?.value ? data.value : fallback;
}

/** Like useSetting, but tells whether the value is known yet. */
export function useSettingState(key: string, fallback = ""): { value: string; isLoading: boolean } {
  const { data, error, isLoading } = useApi(`/api/settings/${key}`, { schema: ZSettingValue });
  return { value: data?.value ? data.value : fallback, isLoading: isLoading && !data && !error };
}

/** Featured artworks, fresh for 5 minutes: no refetch within that window. */
export function useFeaturedArtworks(limit: number): SWRResponse<Artwork[], Error> {
  return useApi(`/api/artworks/featured?limit=${limit}`, {
    schema: z.array(ZArtwork),
    swr: { revalidateIfStale: true, dedupingInterval: FEATURED_FRESH_MS },
  });
}
