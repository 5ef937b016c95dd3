import type { Product } from "@studio/contracts";
import { useProducts } from "@studio/sdk";
import { ProductCard } from "./product-card.tsx";
import { relatedProducts } from "./product-options.ts";
import * as s from "./product.css.ts";

/** Other originals, prints and merchandise of the same artwork. */
export function RelatedProducts({ product }: { product: Product }) {
  const { data } = useProducts();
  const related = data ? relatedProducts(data.filter((p) => p.available), product) : [];
  if (!related.length) return null;
  return (
    <section className={s.related} aria-labelledby="related-heading">
      <h2 id="related-heading" className={s.relatedTitle}>More from this artwork</h2>
      <ul className={s.relatedGrid}>
        {related.map((item) => (
          <li key={item.id}><ProductCard product={item} as="h3" /></li>
        ))}
      </ul>
    </section>
  );
}
