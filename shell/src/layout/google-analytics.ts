import { useEffect } from "react";
import { useLocation } from "react-router";
import { googleAnalyticsId } from "@studio/contracts";
import { isAdminPath, useSetting } from "@studio/sdk";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const SCRIPT_ATTRIBUTE = "data-google-analytics";

/**
 * Adds Google's gtag.js for `id`, once per page load: false when it is already there. The queue function is defined
 * here (the site runs no inline script); GA4 counts the later route changes itself (history events).
 */
export function loadGoogleAnalytics(id: string): boolean {
  if (document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the Arguments object itself, not an array.
    // deno-lint-ignore prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.setAttribute(SCRIPT_ATTRIBUTE, id);
  document.head.appendChild(script);
  return true;
}

/** Loads Google Analytics on public pages only when google_analytics_enabled is 'true' and a valid id is set. */
export function useGoogleAnalytics(): void {
  const id = googleAnalyticsId(useSetting("google_analytics_enabled"), useSetting("google_analytics_id"));
  const admin = isAdminPath(useLocation().pathname);
  useEffect(() => {
    if (id && !admin) loadGoogleAnalytics(id);
  }, [id, admin]);
}
