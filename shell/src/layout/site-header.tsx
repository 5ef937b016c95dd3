import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Container } from "@studio/design-system";
import { DEFAULT_STUDIO_NAME, useCart, useSetting } from "@studio/sdk";
import { CartDrawer } from "../cart/cart-drawer.tsx";
import { BagIcon, CloseIcon, MenuIcon } from "./icons.tsx";
import { usePrimaryNav } from "./nav-links.ts";
import * as s from "./header.css.ts";

export function SiteHeader() {
  const nav = usePrimaryNav();
  const studioName = useSetting("studio_name", DEFAULT_STUDIO_NAME);
  const { count } = useCart();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);

  // The mobile menu closes on every route change (spec section 2).
  useEffect(() => {
    setMenuOpen(false);
    setCartOpen(false);
  }, [location.key]);

  const cartLabel = `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <header className={s.header}>
      <Container size="xl" className={s.bar}>
        <Link to="/" className={s.brand}>{studioName}</Link>
        <nav aria-label="Main" className={s.desktopNav}>
          <ul className={s.navList}>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={s.navLink}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.actions}>
          <button type="button" className={s.iconButton} aria-label={cartLabel} title={cartLabel} aria-haspopup="dialog"
            onClick={() => setCartOpen(true)}>
            <BagIcon />
            {count > 0 && <span className={s.count} aria-hidden="true">{count > 99 ? "99+" : count}</span>}
          </button>
          <button
            type="button"
            className={s.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </Container>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className={s.mobileNav}>
          <Container size="xl">
            <ul className={s.mobileList}>
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} className={s.mobileLink}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </Container>
        </nav>
      )}
      <CartDrawer open={cartOpen} onOpenChange={setCartOpen} />
    </header>
  );
}
