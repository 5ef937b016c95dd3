import type { CSSProperties } from "react";
import { DEFAULT_STUDIO_NAME, productLd, productPath, type Product } from "@studio/contracts";
import { useParams } from "react-router";
import { Container, Skeleton } from "@studio/design-system";
import { usePageMeta, useProduct, useRouterLink, useSetting, useSiteOrigin } from "@studio/sdk";
import { ProductDescription } from "./product-description.tsx";
import { ProductNotFound } from "./product-not-found.tsx";
import { ProductPicture } from "./product-picture.tsx";
import { ProductPurchase } from "./product-purchase.tsx";
import { RelatedProducts } from "./related-products.tsx";
import { productKindLabel, SHOP_TABS } from "./shop-selection.ts";
import * as s from "./product.css.ts";

/** Width over height of the product image (4:5 when there is no stored image to measure). */
const imageRatio = (product: Product) => String(product.image ? product.image.width / product.image.height : 0.8);

export function ProductPage() {
  const { id = "" } = useParams();
  const valid = /^\d+$/.test(id) && Number(id) > 0;
  const { data: product, error, isLoading } = useProduct(valid ? Number(id) : null);
  const tab = SHOP_TABS.find((t) => t.value === product?.type) ?? SHOP_TABS[0];
  const shop = useRouterLink("/shop");
  const category = useRouterLink(`/shop?tab=${tab.value}`);
  const origin = useSiteOrigin();
  const studio = useSetting("studio_name", DEFAULT_STUDIO_NAME);
  usePageMeta(product
    ? {
      title: product.seoTitle || product.title, description: product.seoDescription || product.description, image: product.imageUrl,
      type: "product", path: productPath(product.id), jsonLd: [productLd(origin, product, studio)],
    }
    : { title: isLoading ? "Product" : "Product Not Found" });

  if (isLoading) {
    return (
      <Container size="xl" className={s.page} aria-busy="true" aria-label="Loading product">
        <div className={s.breadcrumb}><Skeleton variant="text" width="12rem" /></div>
        <div className={s.layout}>
          <Skeleton aspectRatio="4 / 5" width="100%" />
          <div className={s.details}><Skeleton variant="text" lines={5} /></div>
        </div>
      </Container>
    );
  }
  if (!valid || error || !product) return <ProductNotFound />;

  return (
    <Container size="xl" className={s.page}>
      <nav aria-label="Breadcrumb" className={s.breadcrumb}>
        <ol>
          <li><a {...shop}>Shop</a></li>
          <li><a {...category}>{tab.label}</a></li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className={s.layout}>
        <figure className={s.figure} style={{ [s.RATIO_PROPERTY]: imageRatio(product) } as CSSProperties}>
          <ProductPicture product={product} className={s.image} priority
            sizes="(min-width: 1024px) 55vw, (min-width: 640px) 90vw, 100vw" />
        </figure>
        <div className={s.details}>
          <p className={s.kind}>{productKindLabel(product)}</p>
          <h1 className={s.title}>{product.title}</h1>
          <ProductPurchase key={product.id} product={product} />
          <ProductDescription text={product.description} />
          {product.width !== null && product.height !== null && (
            <dl className={s.facts}>
              <dt>Size</dt>
              <dd>{product.width} × {product.height} in</dd>
            </dl>
          )}
        </div>
      </div>
      <RelatedProducts product={product} />
    </Container>
  );
}
