import { Button, Container, Skeleton } from "@studio/design-system";
import { usePageTitle, useProducts, useSetting } from "@studio/sdk";
import { ProductCard } from "./product-card.tsx";
import * as s from "./shop.css.ts";

export const SHOP_SKELETONS = 8;

/** Newest first (highest id), the shop's default sort (spec section 2). */
const newestFirst = <T extends { id: number }>(items: readonly T[]) => [...items].sort((a, b) => b.id - a.id);

export function ShopPage() {
  usePageTitle("Shop");
  const description = useSetting("shop_description");
  const { data, error, isLoading, mutate } = useProducts();
  const products = data ? newestFirst(data.filter((p) => p.available)) : [];

  return (
    <Container size="xl" className={s.page}>
      <header className={s.intro}>
        <p className={s.eyebrow}>Originals, prints &amp; more</p>
        <h1>Shop</h1>
        {description && <p className={s.description}>{description}</p>}
      </header>
      {isLoading ? (
        <ul className={s.grid} aria-busy="true" aria-label="Loading products">
          {Array.from({ length: SHOP_SKELETONS }, (_, i) => (
            <li key={i} data-testid="product-skeleton">
              <Skeleton aspectRatio="4 / 5" width="100%" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <div className={s.notice} role="alert">
          <p>The shop could not be loaded just now.</p>
          <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
        </div>
      ) : !products.length ? (
        <p className={s.notice}>No products found in this category.</p>
      ) : (
        <ul className={s.grid}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
