import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { mutate as globalMutate } from "swr";
import { keyMatches } from "@studio/contracts";
import { invalidate } from "./live-refresh.ts";
import { dropServerData } from "./server-data.ts";

/**
 * Spec section 4, "Admin pending-changes flag": an admin change marks the session; the first navigation from an
 * /admin path to a public one drops and refetches the catalog, invalidates settings, clears the flag, and 100 ms
 * later refetches artworks and featured products once more.
 */
export const ADMIN_CHANGES_PENDING_KEY = "admin_changes_pending";
export const SECOND_REFRESH_MS = 100;

/** Artworks, featured artworks, products, featured products (every key starting with these). */
const CATALOG_KEYS = ["/api/artworks", "/api/products"];
const SETTINGS_KEY = "/api/settings";

type Mutate = typeof globalMutate;

export function markAdminChangesPending(): void {
  sessionStorage.setItem(ADMIN_CHANGES_PENDING_KEY, "true");
}

export function adminChangesPending(): boolean {
  return sessionStorage.getItem(ADMIN_CHANGES_PENDING_KEY) === "true";
}

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

const isArtworkList = (key: unknown) => key === "/api/artworks" || (typeof key === "string" && key.startsWith("/api/artworks?"));
const isFeaturedProducts = (key: unknown) => keyMatches(key, "/api/products/featured");

/** The first refresh: clears the flag, drops (and so refetches) the catalog, invalidates settings. */
export async function refreshAfterAdminChanges(mutate: Mutate = globalMutate): Promise<void> {
  sessionStorage.removeItem(ADMIN_CHANGES_PENDING_KEY);
  dropServerData((key) => CATALOG_KEYS.some((k) => keyMatches(key, k)));
  await Promise.all([
    mutate((key) => CATALOG_KEYS.some((k) => keyMatches(key, k)), undefined),
    invalidate([SETTINGS_KEY], mutate),
  ]);
}

/** The second refresh, 100 ms later: artworks and featured products once more. */
export async function refetchArtworksAndFeaturedProducts(mutate: Mutate = globalMutate): Promise<void> {
  await mutate((key) => isArtworkList(key) || isFeaturedProducts(key));
}

/** Mount once in the shell layout: watches navigations from /admin to public paths. */
export function useAdminPendingChangesRefresh(mutate: Mutate = globalMutate): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname || !isAdminPath(from) || isAdminPath(pathname) || !adminChangesPending()) return;
    void refreshAfterAdminChanges(mutate);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetchArtworksAndFeaturedProducts(mutate), SECOND_REFRESH_MS);
  }, [pathname, mutate]);

  useEffect(() => () => clearTimeout(timer.current), []);
}
