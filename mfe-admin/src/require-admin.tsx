import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router";
import { ApiError, useAdminMe } from "@studio/sdk";
import { AdminLoading } from "./admin-loading.tsx";
import * as s from "./admin.css.ts";
import { ADMIN_FLAG_KEY } from "./auth.ts";

/** Shows its children to a signed-in admin; a 401 from /api/admin/me leads to the login screen. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data, error, isLoading } = useAdminMe();
  const unauthorized = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (unauthorized) sessionStorage.removeItem(ADMIN_FLAG_KEY);
  }, [unauthorized]);

  if (unauthorized) return <Navigate to="/admin/login" replace />;
  if (isLoading || (!data && !error)) return <AdminLoading />;
  if (error) {
    return (
      <p role="alert" className={s.loading}>
        Your session could not be checked just now ({error.message}). Please reload the page.
      </p>
    );
  }
  return children;
}
