import { lazy, Suspense } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import { SETTINGS_TABS, type SettingsTab } from "@studio/contracts";
import { AdminLoading } from "./admin-loading.tsx";
import { AdminLayout } from "./layout/admin-layout.tsx";
import { RequireAdmin } from "./require-admin.tsx";

// Admin screens load lazily, inside the (already lazy) admin remote.
const LoginPage = lazy(() => import("./screens/login-page.tsx"));
const DashboardPage = lazy(() => import("./screens/dashboard-page.tsx"));
const UploadPage = lazy(() => import("./screens/upload-page.tsx"));
const ManageArtworksPage = lazy(() => import("./screens/manage-artworks-page.tsx"));
const EditArtworkPage = lazy(() => import("./screens/edit-artwork-page.tsx"));
const AddProductPage = lazy(() => import("./screens/add-product-page.tsx"));
const ManageProductsPage = lazy(() => import("./screens/manage-products-page.tsx"));
const EditProductPage = lazy(() => import("./screens/edit-product-page.tsx"));
const OrdersPage = lazy(() => import("./screens/orders-page.tsx"));
const OrderPage = lazy(() => import("./screens/order-page.tsx"));
const ShopSettingsPage = lazy(() => import("./screens/shop-settings-page.tsx"));
const EmailTemplatesPage = lazy(() => import("./screens/email-templates-page.tsx"));
const EmailTemplatePage = lazy(() => import("./screens/email-template-page.tsx"));
const MailLogPage = lazy(() => import("./screens/mail-log-page.tsx"));
const SmtpSettingsPage = lazy(() => import("./screens/smtp-settings-page.tsx"));
const ForgotPasswordPage = lazy(() => import("./screens/forgot-password-page.tsx"));
const AccountSecurityPage = lazy(() => import("./screens/account-security-page.tsx"));
const AuditLogPage = lazy(() => import("./screens/audit-log-page.tsx"));
const InquiriesPage = lazy(() => import("./screens/inquiries-page.tsx"));
const InquiryPage = lazy(() => import("./screens/inquiry-page.tsx"));
const CommissionRequestsPage = lazy(() => import("./screens/commission-requests-page.tsx"));
const CommissionCategoriesPage = lazy(() => import("./screens/commission-categories-page.tsx"));
const CommissionSettingsPage = lazy(() => import("./screens/commission-settings-page.tsx"));
const SubscribersPage = lazy(() => import("./screens/subscribers-page.tsx"));
const NewsletterPage = lazy(() => import("./screens/newsletter-page.tsx"));
const SiteSettingsPage = lazy(() => import("./screens/site-settings-page.tsx"));
const AnalyticsSettingsPage = lazy(() => import("./screens/analytics-settings-page.tsx"));
const PrintSettingsPage = lazy(() => import("./screens/print-settings-page.tsx"));
const DropshippingPage = lazy(() => import("./screens/dropshipping-page.tsx"));
const DataPage = lazy(() => import("./screens/data-page.tsx"));
const HelpGuidesPage = lazy(() => import("./screens/help-guides-page.tsx"));
const HelpGettingStartedPage = lazy(() => import("./screens/help-getting-started-page.tsx"));
const HelpSettingUpGalleryPage = lazy(() => import("./screens/help-setting-up-gallery-page.tsx"));
const HelpManagingShopPage = lazy(() => import("./screens/help-managing-shop-page.tsx"));
const HelpOrderProcessingPage = lazy(() => import("./screens/help-order-processing-page.tsx"));

const SETUP_PATHS = ["api/stripe", "api/payment-setup", "api/smtp", "api/smtp-providers", "api/ups", "api/fedex"];

const signedIn = (
  <RequireAdmin>
    <AdminLayout />
  </RequireAdmin>
);

// Spec: /admin/settings without a tab, or with an unknown one, goes to the dashboard.
const toDashboard = <Navigate to="/admin/dashboard" replace />;

function SettingsTabRoute() {
  const { tab } = useParams();
  const known = SETTINGS_TABS.some((t) => t.id === tab);
  return known ? <SiteSettingsPage tab={tab as SettingsTab} /> : toDashboard;
}

/** The admin remote's routes (relative to "/": the remote owns its full paths). */
export default function App() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <Routes>
        <Route path="admin/login" element={<LoginPage />} />
        <Route path="admin/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="admin" element={signedIn}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="upload" element={<UploadPage />} />
          <Route path="manage" element={<ManageArtworksPage />} />
          <Route path="edit/:id" element={<EditArtworkPage />} />
          <Route path="add-product" element={<AddProductPage />} />
          <Route path="manage-products" element={<ManageProductsPage />} />
          <Route path="edit-product/:id" element={<EditProductPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="shop-settings" element={<ShopSettingsPage />} />
          <Route path="email-templates" element={<EmailTemplatesPage />} />
          <Route path="email-templates/:key" element={<EmailTemplatePage />} />
          <Route path="mail-log" element={<MailLogPage />} />
          <Route path="mail-server" element={<SmtpSettingsPage />} />
          <Route path="account-security" element={<AccountSecurityPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="inquiries" element={<InquiriesPage />} />
          <Route path="inquiry/:id" element={<InquiryPage />} />
          <Route path="commission-requests" element={<CommissionRequestsPage />} />
          <Route path="commission-categories" element={<CommissionCategoriesPage />} />
          <Route path="commission-settings" element={<CommissionSettingsPage />} />
          <Route path="subscribers" element={<SubscribersPage />} />
          <Route path="newsletter" element={<NewsletterPage />} />
          <Route path="settings" element={toDashboard} />
          <Route path="settings/:tab" element={<SettingsTabRoute />} />
          <Route path="analytics-settings" element={<AnalyticsSettingsPage />} />
          <Route path="printful-settings" element={<PrintSettingsPage />} />
          <Route path="api/print-settings" element={<PrintSettingsPage />} />
          <Route path="api/print-products" element={<PrintSettingsPage />} />
          <Route path="dropshipping" element={<DropshippingPage />} />
          <Route path="import-gooten-product" element={<DropshippingPage key="gooten" initialProvider="gooten" />} />
          <Route path="data" element={<DataPage />} />
          <Route path="help-guides" element={<HelpGuidesPage />} />
          <Route path="help-guides/getting-started" element={<HelpGettingStartedPage />} />
          <Route path="help-guides/setting-up-gallery" element={<HelpSettingUpGalleryPage />} />
          <Route path="help-guides/managing-shop" element={<HelpManagingShopPage />} />
          <Route path="help-guides/order-processing" element={<HelpOrderProcessingPage />} />
          {/* Spec section 2: these show the dashboard, whose setup panel says where payments and mail are set up. */}
          {SETUP_PATHS.map((path) => <Route key={path} path={path} element={<DashboardPage />} />)}
          {/* Any other admin address shows the dashboard too. */}
          <Route path="*" element={<DashboardPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
