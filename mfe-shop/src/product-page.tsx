import { useParams } from "react-router";
import type { Product } from "@studio/contracts";
import { Badge, Button, ButtonLink, Container, Skeleton, useToast } from "@studio/design-system";
import { addToCart, formatPrice, Picture, usePageTitle, useProduct, useRouterLink } from "@studio/sdk";
import { ProductDescription } from "./product-description.tsx";
import * as s from "./product.css.ts";

const TYPE_LABELS: Record<Product["type"], string> = {
  originals: "Original Painting",
  prints: "Print",
  merchandise: "Merchandise",
};

function ProductNotFound() {
  usePageTitle("Product Not Found");
  const shop = useRouterLink("/shop");
  return (
    <Container size="sm" className={s.notFound}>
      <h1>Product Not Found</h1>
      <p>We couldn't find the product you're looking for.</p>
      <ButtonLink {...shop} variant="secondary">Back to Shop</ButtonLink>
    </Container>
  );
}

export function ProductPage() {
  const { id = "" } = useParams();
  const valid = /^\d+$/.test(id);
  const { data: product, error, isLoading } = useProduct(valid ? Number(id) : null);
  const shop = useRouterLink("/shop");
  const { toast } = useToast();
  usePageTitle(product?.title ?? "Product");

  if (isLoading) {
    return (
      <Container size="xl" className={s.page} aria-busy="true">
        <div className={s.layout}>
          <Skeleton aspectRatio="4 / 5" width="100%" />
          <div className={s.details}><Skeleton variant="text" lines={4} /></div>
        </div>
      </Container>
    );
  }
  if (!valid || error || !product) return <ProductNotFound />;

  const inStock = product.stock > 0;
  const add = () => {
    const { id, title, description, priceCents, type } = product;
    // The smallest stored copy is plenty for the cart's thumbnails.
    const imageUrl = product.image?.srcset.jpeg.split(" ")[0] || product.imageUrl;
    addToCart({ id, title, description, imageUrl, priceCents, type }, 1);
    toast({ title: "Added to cart", description: title, variant: "success" });
  };

  return (
    <Container size="xl" className={s.page}>
      <a {...shop} className={s.back}>← Back to Shop</a>
      <div className={s.layout}>
        <figure className={s.figure}>
          <Picture className={s.image} image={product.image} fallbackSrc={product.imageUrl}
            alt={product.altText || product.title} sizes="(min-width: 1024px) 55vw, 100vw" priority />
        </figure>
        <div className={s.details}>
          <div><Badge tone={product.type === "originals" ? "accent" : "neutral"}>{TYPE_LABELS[product.type]}</Badge></div>
          <h1>{product.title}</h1>
          <p className={s.price}>{formatPrice(product.priceCents, { cents: true })}</p>
          <ProductDescription text={product.description} />
          {inStock ? (
            <Button size="lg" onClick={add}>Add to Cart</Button>
          ) : (
            <>
              <Button size="lg" disabled>Sold Out</Button>
              <p className={s.stockNote}>This product is currently out of stock.</p>
            </>
          )}
          {inStock && product.type === "originals" && <p className={s.stockNote}>One of a kind — held for you for 15 minutes once added to your cart.</p>}
        </div>
      </div>
    </Container>
  );
}
