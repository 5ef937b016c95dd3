import type { Product } from "@studio/contracts";
import { Card, CardLink, CardMeta, CardTitle } from "@studio/design-system";
import { formatPrice, useRouterLink } from "@studio/sdk";
import * as s from "./shop.css.ts";

/** A product tile: the whole card links to the product page. */
export function ProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const link = useRouterLink(`/shop/product/${product.id}`);
  return (
    <Card
      surface="flat"
      interactive
      mediaAspectRatio="4 / 5"
      media={
        <img
          className={s.image}
          src={product.imageUrl}
          alt={product.altText || product.title}
          width={800}
          height={1000}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
        />
      }
    >
      <CardTitle>
        <CardLink {...link}>{product.title}</CardLink>
      </CardTitle>
      <CardMeta className={s.price}>{formatPrice(product.priceCents, { cents: true })}</CardMeta>
    </Card>
  );
}
