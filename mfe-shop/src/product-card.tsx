import type { Product } from "@studio/contracts";
import { Card, CardLink, CardMeta, CardTitle } from "@studio/design-system";
import { formatPrice, Picture, useRouterLink } from "@studio/sdk";
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
        <Picture
          className={s.image}
          image={product.image}
          fallbackSrc={product.imageUrl}
          alt={product.altText || product.title}
          sizes="(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw"
          priority={eager}
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
