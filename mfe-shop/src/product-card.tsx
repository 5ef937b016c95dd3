import type { Product } from "@studio/contracts";
import { Badge, Card, CardLink, CardMeta, CardTitle } from "@studio/design-system";
import { formatPrice, useRouterLink } from "@studio/sdk";
import { hasPriceRange, isSoldOut, lowestPriceCents } from "./catalog-filters.ts";
import { ProductPicture } from "./product-picture.tsx";
import { productKindLabel } from "./shop-selection.ts";
import * as s from "./shop.css.ts";

const GRID_SIZES = "(min-width: 1024px) 22vw, (min-width: 768px) 30vw, (min-width: 640px) 45vw, 92vw";

/** "$45.00", or "from $45.00" when the sizes cost different amounts. */
export function priceLabel(product: Product): string {
  const price = formatPrice(lowestPriceCents(product), { cents: true });
  return hasPriceRange(product) ? `from ${price}` : price;
}

interface ProductCardProps {
  product: Product;
  eager?: boolean;
  priority?: boolean;
  /** Heading level inside the page outline. */
  as?: "h2" | "h3";
}

/** A product tile: the whole card links to the product page. */
export function ProductCard({ product, eager = false, priority = false, as = "h2" }: ProductCardProps) {
  const link = useRouterLink(`/shop/product/${product.id}`);
  const soldOut = isSoldOut(product);
  return (
    <Card surface="flat" interactive mediaAspectRatio="4 / 5" className={s.card}
      media={
        <>
          <ProductPicture product={product} sizes={GRID_SIZES} eager={eager} priority={priority} className={s.image} />
          {soldOut && <Badge tone="neutral" className={s.soldOut}>Sold Out</Badge>}
        </>
      }
    >
      <p className={s.kind}>{productKindLabel(product)}</p>
      <CardTitle as={as} className={s.cardTitle}>
        <CardLink {...link}>{product.title}</CardLink>
      </CardTitle>
      <CardMeta className={s.price}>{priceLabel(product)}</CardMeta>
    </Card>
  );
}
