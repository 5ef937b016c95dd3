import { useSetting } from "@studio/sdk";

export interface NavItem {
  to: string;
  label: string;
}

/** The shop shows unless the shop_page_enabled setting says otherwise (missing or "true" = shown). */
export function useShopEnabled(): boolean {
  return useSetting("shop_page_enabled", "true") === "true";
}

/** Header and mobile-menu links (spec section 2, Site layout). */
export function usePrimaryNav(): NavItem[] {
  const shopEnabled = useShopEnabled();
  return [
    { to: "/", label: "Home" },
    { to: "/gallery", label: "Gallery" },
    ...(shopEnabled ? [{ to: "/shop", label: "Shop" }] : []),
    { to: "/about", label: "About" },
    { to: "/contact", label: "Contact" },
  ];
}
