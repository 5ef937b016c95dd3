import type { ReactNode } from "react";
import { Toaster } from "@studio/design-system";
import { useAdminPendingChangesRefresh, usePageTracking } from "@studio/sdk";
import { useGoogleAnalytics } from "./google-analytics.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import * as s from "./layout.css.ts";

/** Header, the routed screen, footer and the toast region (spec section 2, Site layout). */
export function SiteLayout({ children }: { children: ReactNode }) {
  useAdminPendingChangesRefresh();
  useGoogleAnalytics();
  usePageTracking();
  return (
    <div className={s.page}>
      <a href="#main" className={s.skipLink}>Skip to content</a>
      <SiteHeader />
      <main id="main" className={s.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
