import { useNavigate } from "react-router";
import { ZProductInput } from "@studio/contracts";
import { usePageTitle } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { createProduct } from "../lib/admin-api.ts";
import { useSave } from "../lib/use-save.ts";
import { ProductForm } from "../products/product-form.tsx";
import { emptyProduct, productCandidate } from "../products/product-values.ts";

export default function AddProductPage() {
  usePageTitle("Add Product");
  const navigate = useNavigate();
  const { errors, busy, submit } = useSave({
    schema: ZProductInput,
    save: createProduct,
    success: "Product added",
    onSaved: () => navigate("/admin/manage-products"),
  });
  return (
    <>
      <PageHeader title="Add product" intro="An original, a print or merchandise for the shop." />
      <ProductForm initial={emptyProduct} initialImage={null} errors={errors} busy={busy} submitLabel="Add product"
        onSubmit={(values) => void submit(productCandidate(values))} />
    </>
  );
}
