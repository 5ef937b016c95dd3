import { parseFlag, productPath } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/**
 * Every public page a search engine should know (spec section 2): the site's pages, each artwork (its gallery view)
 * and each product offered, with when it last changed. Pages the owner switched off (gallery, shop, contact) are left
 * out with their items; admin, checkout and the newsletter links never appear.
 */
export async function findSitemap(db: Db): Promise<SitemapEntry[]> {
  const [settings, artworks, products] = await Promise.all([
    db<{ key: string; value: string; updatedAt: Date }[]>`select key, value, updated_at from settings`,
    db<{ id: number; updatedAt: Date }[]>`select id, updated_at from artworks order by display_order, id desc`,
    db<{ id: number; updatedAt: Date }[]>`select id, updated_at from products where available order by display_order, id desc`,
  ]);
  const flag = (key: string) => parseFlag(settings.find((s) => s.key === key)?.value, true);
  const latest = (dates: Date[], fallback: Date) => dates.reduce((a, b) => (b > a ? b : a), fallback);
  const site = latest(settings.map((s) => s.updatedAt), new Date(0));
  const gallery = flag("gallery_page_enabled");
  const shop = flag("shop_page_enabled");
  const contact = flag("contact_page_enabled");

  return [
    { path: "/", lastmod: latest(artworks.map((a) => a.updatedAt), site) },
    ...(gallery ? [{ path: "/gallery", lastmod: latest(artworks.map((a) => a.updatedAt), site) }] : []),
    ...(shop ? [{ path: "/shop", lastmod: latest(products.map((p) => p.updatedAt), site) }] : []),
    { path: "/about", lastmod: site },
    ...(contact ? [{ path: "/contact", lastmod: site }] : []),
    { path: "/shipping-returns", lastmod: site },
    { path: "/security-policy", lastmod: site },
    ...(gallery ? artworks.map((a) => ({ path: `/gallery?artwork=${a.id}`, lastmod: a.updatedAt })) : []),
    ...(shop ? products.map((p) => ({ path: productPath(p.id), lastmod: p.updatedAt })) : []),
  ];
}
