import { Route, Routes, useLocation } from "react-router";
import { ToastProvider } from "@studio/design-system";
import { NotFoundPage } from "@studio/sdk";
import { SiteLayout } from "./layout/site-layout.tsx";
import { PageReady } from "./page-ready.tsx";
import { AboutPage } from "./pages/about-page.tsx";
import { HomePage } from "./home/home-page.tsx";
import { SECURITY_POLICY, SHIPPING_RETURNS } from "./pages/policies.ts";
import { PolicyPage } from "./pages/policy-page.tsx";
import { remoteFor } from "./remotes/remote-routes.ts";
import { RemoteSlot } from "./remotes/remote-slot.tsx";

/** The shell's own screens. */
function ShellRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="shipping-returns" element={<PolicyPage policy={SHIPPING_RETURNS} />} />
      <Route path="security-policy" element={<PolicyPage policy={SECURITY_POLICY} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * A remote's URLs render its ./App in the slot (outside the shell's <Routes>,
 * so the remote matches full paths itself); every other URL is the shell's.
 */
export function App() {
  const remote = remoteFor(useLocation().pathname);
  return (
    <ToastProvider>
      <SiteLayout>
        {remote ? <RemoteSlot key={remote} name={remote} /> : (
          <>
            <ShellRoutes />
            <PageReady />
          </>
        )}
      </SiteLayout>
    </ToastProvider>
  );
}
