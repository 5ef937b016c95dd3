import { ButtonLink, Tabs } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { ProductList } from "../products/product-list.tsx";
import { TypesManager } from "../products/types-manager.tsx";

export default function ManageProductsPage() {
  usePageTitle("Manage Products");
  const add = useRouterLink("/admin/add-product");
  return (
    <>
      <PageHeader title="Products" intro="Everything in the shop, including hidden products.">
        <ButtonLink {...add}>Add product</ButtonLink>
      </PageHeader>
      <Tabs aria-label="Products and types" items={[
        { value: "products", label: "Products", content: <ProductList /> },
        { value: "original-types", label: "Original types", content: <TypesManager kind="original-types" title="Original types" /> },
        { value: "merchandise-types", label: "Merchandise types", content: <TypesManager kind="merchandise-types" title="Merchandise types" /> },
      ]} />
    </>
  );
}
