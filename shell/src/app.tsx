import { Route, Routes } from "react-router";
import { ToastProvider } from "@studio/design-system";
import { SiteLayout } from "./layout/site-layout.tsx";
import { AboutPage } from "./pages/about-page.tsx";
import { HomePage } from "./pages/home-page.tsx";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { SECURITY_POLICY, SHIPPING_RETURNS } from "./pages/policies.ts";
import { PolicyPage } from "./pages/policy-page.tsx";
import { RemoteSlot } from "./remotes/remote-slot.tsx";

/**
 * Shell routes. Each remote is mounted on a pathless layout route and owns
 * its full paths (relative to "/"), so /shop/product/7 and /product/7 both
 * reach the shop remote's product screen.
 */
export function App() {
  return (
    <ToastProvider>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="shipping-returns" element={<PolicyPage policy={SHIPPING_RETURNS} />} />
          <Route path="security-policy" element={<PolicyPage policy={SECURITY_POLICY} />} />
          <Route element={<RemoteSlot name="gallery" />}>
            <Route path="gallery/*" />
          </Route>
          <Route element={<RemoteSlot name="shop" />}>
            <Route path="shop/*" />
            <Route path="product/*" />
          </Route>
          <Route element={<RemoteSlot name="checkout" />}>
            <Route path="checkout/*" />
            <Route path="order-confirmation/*" />
          </Route>
          <Route element={<RemoteSlot name="contact" />}>
            <Route path="contact/*" />
          </Route>
          <Route element={<RemoteSlot name="admin" />}>
            <Route path="admin/*" />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ToastProvider>
  );
}
