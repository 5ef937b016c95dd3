import { useEffect } from "react";
import { useSetting } from "./swr.tsx";

export const DEFAULT_STUDIO_NAME = "Studio";

/** "<Page> — <studio name>"; the studio name comes from the studio_name setting. */
export function pageTitle(page: string, studioName: string): string {
  return page ? `${page} — ${studioName}` : studioName;
}

/** Sets document.title for the current screen. */
export function usePageTitle(page: string): void {
  const studioName = useSetting("studio_name", DEFAULT_STUDIO_NAME);
  useEffect(() => {
    document.title = pageTitle(page, studioName);
  }, [page, studioName]);
}
