import type { Product } from "@studio/contracts";
import { Button, Skeleton } from "@studio/design-system";
import { ProductCard } from "./product-card.tsx";
import * as s from "./shop.css.ts";

export const SHOP_SKELETONS = 8;
/** The widest grid has 4 columns: its first row loads eagerly. */
export const EAGER_CARDS = 4;

interface ProductGridProps {
  products: Product[];
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}

export function ProductGrid({ products, loading, error, onRetry }: ProductGridProps) {
  if (loading) {
    return (
      <ul className={s.grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: SHOP_SKELETONS }, (_, i) => (
          <li key={i} data-testid="product-skeleton" className={s.skeleton}>
            <Skeleton aspectRatio="4 / 5" width="100%" />
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <div className={s.notice} role="alert">
        <p>The shop could not be loaded just now.</p>
        <Button variant="secondary" onClick={onRetry}>Try again</Button>
      </div>
    );
  }
  if (!products.length) return <p className={s.notice}>No products found in this category.</p>;
  return (
    <ul className={s.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
