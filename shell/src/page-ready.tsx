import { useEffect } from "react";

/**
 * Marks `<html data-hydrated>` once the page's screen has rendered in the browser (for a server-rendered page: once
 * React has taken over its markup, so buttons respond). Rendered last in the content; e2e navigation waits for it.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
