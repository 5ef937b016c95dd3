import { useState } from "react";
import type { Product } from "@studio/contracts";
import { Button, useToast } from "@studio/design-system";
import { addOriginalToCart, addToCart, errorMessage, formatPrice, type NewCartItem } from "@studio/sdk";
import { purchasableVariants } from "./catalog-filters.ts";
import { cartTitle, clampQuantity, defaultVariant, hasQuantityPicker, purchaseOption } from "./product-options.ts";
import { QuantityPicker } from "./quantity-picker.tsx";
import { VariantPicker } from "./variant-picker.tsx";
import * as s from "./purchase.css.ts";

/** Price of the chosen size, size and quantity pickers, and Add to Cart (or Sold Out). */
export function ProductPurchase({ product }: { product: Product }) {
  const variants = purchasableVariants(product);
  const [variantId, setVariantId] = useState(() => defaultVariant(product)?.id ?? null);
  const variant = variants.find((v) => v.id === variantId) ?? null;
  const { priceCents, stock } = purchaseOption(product, variant);
  const [picked, setPicked] = useState(1);
  const quantity = clampQuantity(picked, stock);
  const inStock = stock > 0;
  const original = !hasQuantityPicker(product);
  const { toast } = useToast();
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const title = cartTitle(product, variant);
    // The smallest stored copy is plenty for the cart's thumbnails.
    const imageUrl = product.image?.srcset.jpeg.split(" ")[0] || product.imageUrl;
    const item: NewCartItem = {
      id: product.id, ...(variant ? { variantId: variant.id } : {}), title, description: product.description, imageUrl, priceCents, type: product.type,
    };
    if (!original) {
      addToCart(item, quantity);
      toast({ title: "Added to cart", description: `${quantity} × ${title}`, variant: "success" });
      return;
    }
    setAdding(true);
    try {
      await addOriginalToCart(item);
      toast({ title: "Added to cart", description: `${title} is held for you for 15 minutes.`, variant: "success" });
    } catch (error) {
      toast({ title: "Not available right now", description: errorMessage(error), variant: "error" });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={s.purchase}>
      <p className={s.price} aria-live="polite">{formatPrice(priceCents, { cents: true })}</p>
      {variants.length > 0 && <VariantPicker variants={variants} value={variantId} onChange={setVariantId} />}
      {inStock && !original && <QuantityPicker value={quantity} stock={stock} onChange={setPicked} />}
      {inStock ? (
        <Button size="lg" fullWidth onClick={() => void add()} disabled={adding} aria-busy={adding}>
          {adding ? "Holding it for you…" : "Add to Cart"}
        </Button>
      ) : (
        <>
          <Button size="lg" fullWidth disabled>Sold Out</Button>
          <p className={s.note}>This product is currently out of stock.</p>
        </>
      )}
      {inStock && original && (
        <p className={s.note}>
          <strong className={s.noteStrong}>One of a kind.</strong> This is the original work; once it is in your cart it is held for you for 15 minutes.
        </p>
      )}
    </div>
  );
}
