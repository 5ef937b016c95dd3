import { useState } from "react";
import { Input, Select, Skeleton } from "@studio/design-system";
import { OrderBar } from "../components/order-bar.tsx";
import { SortableList } from "../components/sortable-list.tsx";
import { reorderProducts } from "../lib/admin-api.ts";
import { useAdminProducts } from "../lib/admin-data.ts";
import { useOrder } from "../lib/use-order.ts";
import { useSaveOrder } from "../lib/use-save-order.ts";
import { ProductRow } from "./product-row.tsx";
import { TYPE_OPTIONS } from "./product-values.ts";
import * as s from "../components/list.css.ts";

/** All products with search, type filter, quick changes and reordering. */
export function ProductList() {
  const { data, error } = useAdminProducts();
  const order = useOrder(data);
  const { saving, saveOrder } = useSaveOrder(reorderProducts, order.reset, "/api/admin/products");
  const [query, setQuery] = useState("");
  const [type, setType] = useState("");
  const filtered = Boolean(query.trim() || type);
  const shown = order.ordered.filter((p) => p.title.toLowerCase().includes(query.trim().toLowerCase()) && (!type || p.type === type));

  return (
    <>
      <div className={s.filters}>
        <Input label="Search by title" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <Select label="Type" value={type} onChange={(e) => setType(e.target.value)}
          options={[{ value: "", label: "All types" }, ...TYPE_OPTIONS]} />
      </div>
      {error && <p role="alert" className={s.empty}>The products could not be loaded: {error.message}</p>}
      {!data && !error && <Skeleton variant="text" lines={6} />}
      {data && (
        <>
          <OrderBar shown={shown.length} total={order.ordered.length} noun="products" filtered={filtered}
            dirty={order.dirty} saving={saving} onSave={() => void saveOrder(order.ids)} onReset={order.reset} />
          {shown.length === 0 ? (
            <p className={s.empty}>{filtered ? "No product matches these filters." : "No products yet."}</p>
          ) : (
            <SortableList label="Products" items={shown} sortable={!filtered} getKey={(p) => p.id} getLabel={(p) => p.title}
              onMove={order.move} renderItem={(product) => <ProductRow product={product} />} />
          )}
        </>
      )}
    </>
  );
}
