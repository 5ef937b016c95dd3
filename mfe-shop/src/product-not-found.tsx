import { ButtonLink, Container } from "@studio/design-system";
import { useNotFoundStatus, usePageTitle, useRouterLink } from "@studio/sdk";
import * as s from "./product.css.ts";

/** A failed or empty product load (spec section 2 "Product detail"). */
export function ProductNotFound() {
  usePageTitle("Product Not Found");
  useNotFoundStatus();
  const shop = useRouterLink("/shop");
  return (
    <Container size="sm" className={s.notFound}>
      <h1 className={s.title}>Product Not Found</h1>
      <p className={s.notFoundText}>We couldn't find the product you're looking for.</p>
      <ButtonLink {...shop} variant="secondary">Back to Shop</ButtonLink>
    </Container>
  );
}
