import { Suspense } from "react";
import { NavLink, Outlet } from "react-router";
import { Container } from "@studio/design-system";
import { AdminLoading } from "../admin-loading.tsx";
import * as s from "./admin-layout.css.ts";

const LINKS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/upload", label: "Add artwork" },
  { to: "/admin/manage", label: "Artworks" },
  { to: "/admin/add-product", label: "Add product" },
  { to: "/admin/manage-products", label: "Products" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/shop-settings", label: "Shop settings" },
  { to: "/admin/email-templates", label: "Email templates" },
  { to: "/admin/mail-log", label: "Mail log" },
  { to: "/admin/api/smtp", label: "Mail server" },
  { to: "/admin/account-security", label: "Account security" },
  { to: "/admin/audit-log", label: "Audit log" },
];

/** The admin screens' frame: the admin navigation and the (lazily loaded) screen. */
export function AdminLayout() {
  return (
    <Container size="xl" className={s.shell}>
      <nav className={s.nav} aria-label="Admin">
        <p className={s.navTitle}>Admin</p>
        <ul className={s.list}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={s.link} end>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={s.content}>
        <Suspense fallback={<AdminLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </Container>
  );
}
