import { Suspense } from "react";
import { Link, NavLink, Outlet, useMatch } from "react-router";
import { Container } from "@studio/design-system";
import { AdminLoading } from "../admin-loading.tsx";
import * as s from "./admin-layout.css.ts";

interface NavItem {
  to: string;
  label: string;
  /** A path pattern the link is also active for (e.g. every settings tab). */
  activeFor?: string;
}

/** The admin navigation, grouped as the owner thinks of her work. */
const GROUPS: { title: string; links: NavItem[] }[] = [
  { title: "Overview", links: [{ to: "/admin/dashboard", label: "Dashboard" }] },
  {
    title: "Site",
    links: [
      { to: "/admin/settings/homepage", label: "Site settings", activeFor: "/admin/settings/*" },
      { to: "/admin/analytics-settings", label: "Analytics" },
      { to: "/admin/data", label: "Backup and move" },
    ],
  },
  { title: "Gallery", links: [{ to: "/admin/upload", label: "Add artwork" }, { to: "/admin/manage", label: "Artworks" }] },
  {
    title: "Shop",
    links: [
      { to: "/admin/add-product", label: "Add product" },
      { to: "/admin/manage-products", label: "Products" },
      { to: "/admin/orders", label: "Orders" },
      { to: "/admin/dropshipping", label: "Print on demand" },
      { to: "/admin/printful-settings", label: "Print providers" },
      { to: "/admin/shop-settings", label: "Shop settings" },
    ],
  },
  {
    title: "Messages",
    links: [
      { to: "/admin/inquiries", label: "Inquiries" },
      { to: "/admin/commission-requests", label: "Commission requests" },
      { to: "/admin/commission-categories", label: "Commission categories" },
      { to: "/admin/commission-settings", label: "Commission settings" },
      { to: "/admin/subscribers", label: "Subscribers" },
      { to: "/admin/newsletter", label: "Newsletter" },
    ],
  },
  {
    title: "Mail",
    links: [
      { to: "/admin/email-templates", label: "Email templates" },
      { to: "/admin/mail-log", label: "Mail log" },
      { to: "/admin/mail-server", label: "Mail server" },
    ],
  },
  { title: "Account", links: [{ to: "/admin/account-security", label: "Account security" }, { to: "/admin/audit-log", label: "Audit log" }] },
  { title: "Help", links: [{ to: "/admin/help-guides", label: "Help guides", activeFor: "/admin/help-guides/*" }] },
];

function AdminNavLink({ link }: { link: NavItem }) {
  const section = useMatch(link.activeFor ?? link.to);
  if (!link.activeFor) return <NavLink to={link.to} className={s.link} end>{link.label}</NavLink>;
  return <Link to={link.to} className={s.link} aria-current={section ? "page" : undefined}>{link.label}</Link>;
}

/** The admin screens' frame: the admin navigation and the (lazily loaded) screen. */
export function AdminLayout() {
  return (
    <Container size="xl" className={s.shell}>
      <nav className={s.nav} aria-label="Admin">
        <div className={s.groups}>
          {GROUPS.map((group) => (
            <div key={group.title} className={s.group}>
              <p className={s.navTitle} id={`admin-nav-${group.title}`}>{group.title}</p>
              <ul className={s.list} aria-labelledby={`admin-nav-${group.title}`}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <AdminNavLink link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className={s.content}>
        <Suspense fallback={<AdminLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </Container>
  );
}
