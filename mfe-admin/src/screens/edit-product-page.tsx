import { useParams } from "react-router";
import { ZProductInput } from "@studio/contracts";
import { usePageTitle } from "@studio/sdk";
import { LoadState } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { updateProduct } from "../lib/admin-api.ts";
import { useAdminProducts, useProductEdit } from "../lib/admin-data.ts";
import { useSave } from "../lib/use-save.ts";
import { PrintVariantMappingPanel } from "../print/print-variant-mapping.tsx";
import { ProductForm } from "../products/product-form.tsx";
import { productCandidate, productValues } from "../products/product-values.ts";

export default function EditProductPage() {
  usePageTitle("Edit Product");
  const id = Number(useParams().id) || null;
  const edit = useProductEdit(id);
  const list = useAdminProducts();
  const { errors, busy, submit } = useSave({
    schema: ZProductInput,
    save: (input) => updateProduct(id!, input),
    success: "Product saved",
  });
  const image = list.data?.find((p) => p.id === id)?.image ?? null;
  return (
    <>
      <PageHeader title={edit.data ? `Edit "${edit.data.title}"` : "Edit product"} />
      <LoadState what="product" error={id ? edit.error : new Error("Not found")} back="/admin/manage-products"
        ready={Boolean(edit.data && (list.data || list.error))}>
        {edit.data && (
          <ProductForm key={edit.data.id} initial={productValues(edit.data)} initialImage={image} errors={errors}
            busy={busy} submitLabel="Save changes" onSubmit={(values) => void submit(productCandidate(values))} />
        )}
        {edit.data && <PrintVariantMappingPanel productId={edit.data.id} />}
      </LoadState>
    </>
  );
}
