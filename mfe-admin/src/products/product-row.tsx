import type { Product, ProductPatch } from "@studio/contracts";
import { Badge, ButtonLink, Checkbox } from "@studio/design-system";
import { formatAmount, useRouterLink } from "@studio/sdk";
import { ConfirmDelete } from "../components/confirm-delete.tsx";
import { deleteProduct, patchProduct } from "../lib/admin-api.ts";
import { useQuickChange } from "../lib/use-quick-change.ts";
import { StockField } from "./stock-field.tsx";
import { TYPE_OPTIONS } from "./product-values.ts";
import * as s from "../components/list.css.ts";

/** One product in the manage list: stock, quick available and featured changes, edit, delete. */
export function ProductRow({ product }: { product: Product }) {
  const edit = useRouterLink(`/admin/edit-product/${product.id}`);
  const { pending, busy, change } = useQuickChange((patch: ProductPatch) => patchProduct(product.id, patch), product.title);
  const shown = { ...product, ...pending };

  const type = TYPE_OPTIONS.find((t) => t.value === product.type)?.label ?? product.type;
  return (
    <div className={s.row}>
      <img className={s.thumb} src={product.image?.src ?? product.imageUrl} alt="" width={56} height={56} loading="lazy" />
      <div className={s.main}>
        <a className={s.title} {...edit}>{product.title}</a>
        <span className={s.meta}>
          <span>{type}{product.subtype ? ` · ${product.subtype.replace(/_/g, " ")}` : ""}</span>
          <span>· {formatAmount(product.priceCents)}</span>
          {product.variants.length > 0 && <span>· {product.variants.length} variants</span>}
          {!product.available && <Badge tone="warning">Hidden</Badge>}
          {product.stock === 0 && <Badge tone="danger">Out of stock</Badge>}
        </span>
      </div>
      <div className={s.controls}>
        <StockField product={product} busy={busy}
          onSave={(stock) => change({ stock }, `Stock set to ${stock}`)} />
        <Checkbox label="Available" aria-label={`Available: ${product.title}`} checked={shown.available} disabled={busy}
          onChange={(e) => void change({ available: e.target.checked }, e.target.checked ? "Now available" : "Now hidden from the shop")} />
        <Checkbox label="Featured" aria-label={`Featured: ${product.title}`} checked={shown.featured} disabled={busy}
          onChange={(e) => void change({ featured: e.target.checked }, e.target.checked ? "Now featured" : "No longer featured")} />
        <ButtonLink variant="secondary" size="sm" {...edit} aria-label={`Edit ${product.title}`}>Edit</ButtonLink>
        <ConfirmDelete name={product.title} noun="product" onConfirm={() => deleteProduct(product.id)} />
      </div>
    </div>
  );
}
