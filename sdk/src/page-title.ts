import { useEffect } from "react";
import { useServerRender } from "./server-render.ts";
import { useSetting } from "./swr.tsx";
import { DEFAULT_STUDIO_NAME } from "@studio/contracts";

/** "<Page> — <studio name>"; the studio name comes from the studio_name setting. */
export function pageTitle(page: string, studioName: string): string {
  return page ? `${page} — ${studioName}` : studioName;
}

/** Sets document.title for the current screen (on the server: the page's <title>). */
export function usePageTitle(page: string): void {
  const studioName = useSetting("studio_name", DEFAULT_STUDIO_NAME);
  const server = useServerRender();
  if (server) server.title = pageTitle(page, studioName);
  useEffect(() => {
    document.title = pageTitle(page, studioName);
  }, [page, studioName]);
}
