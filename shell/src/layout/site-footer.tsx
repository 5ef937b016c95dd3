import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container, VisuallyHidden } from "@studio/design-system";
import { DEFAULT_STUDIO_NAME, useSetting } from "@studio/sdk";
import { SocialLinks } from "./social-links.tsx";
import * as s from "./footer.css.ts";

export const DEFAULT_FOOTER_TITLE = "Artist Studio";
export const DEFAULT_FOOTER_DESCRIPTION =
  "Original paintings, fine-art prints and commissions, made by hand in a small independent studio.";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/gallery", label: "Gallery" },
  { to: "/shop", label: "Shop" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/admin/login", label: "Admin" },
];
const SHOP_CATEGORIES = ["Original Paintings", "Prints", "Merchandise"];
const CUSTOMER_SERVICE = [
  { to: "/shipping-returns", label: "Shipping & Returns" },
  { to: "/contact", label: "Contact Us" },
  { to: "/security-policy", label: "Security Policy" },
];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className={s.heading}>{title}</h2>
      <ul className={s.list}>{children}</ul>
    </nav>
  );
}

export function SiteFooter() {
  const title = useSetting("footer_title", DEFAULT_FOOTER_TITLE);
  const description = useSetting("footer_description", DEFAULT_FOOTER_DESCRIPTION);
  const studioName = useSetting("studio_name", DEFAULT_STUDIO_NAME);
  return (
    <footer className={s.footer}>
      <Container size="xl" className={s.grid}>
        <div>
          <p className={s.title}>{title}</p>
          <p className={s.description}>{description}</p>
          <SocialLinks />
        </div>
        <Column title="Quick Links">
          {QUICK_LINKS.map((l) => <li key={l.to}><Link className={s.link} to={l.to}>{l.label}</Link></li>)}
        </Column>
        <Column title="Shop Categories">
          {SHOP_CATEGORIES.map((label) => <li key={label}><Link className={s.link} to="/shop">{label}</Link></li>)}
        </Column>
        <Column title="Customer Service">
          {CUSTOMER_SERVICE.map((l) => (
            <li key={l.to}>
              <a className={s.link} href={l.to} target="_blank" rel="noopener">
                {l.label}<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </Column>
      </Container>
      <Container size="xl" className={s.bottom}>© {new Date().getFullYear()} {studioName}. All rights reserved.</Container>
    </footer>
  );
}
