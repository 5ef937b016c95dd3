import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { AdminLoading } from "./admin-loading.tsx";
import { RequireAdmin } from "./require-admin.tsx";

// Admin screens load lazily, inside the (already lazy) admin remote.
const LoginPage = lazy(() => import("./screens/login-page.tsx"));
const DashboardPage = lazy(() => import("./screens/dashboard-page.tsx"));

const dashboard = (
  <RequireAdmin>
    <DashboardPage />
  </RequireAdmin>
);

/** The admin remote's routes (relative to "/": the remote owns its full paths). */
export default function App() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <Routes>
        <Route path="admin/login" element={<LoginPage />} />
        <Route path="admin" element={dashboard} />
        <Route path="admin/dashboard" element={dashboard} />
        {/* Screens not built yet show the dashboard, as the spec does for several admin paths. */}
        <Route path="admin/*" element={dashboard} />
      </Routes>
    </Suspense>
  );
}
