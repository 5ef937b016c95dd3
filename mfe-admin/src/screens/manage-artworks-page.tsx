import { useState } from "react";
import { ButtonLink, Input, Select, Skeleton } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import { ArtworkRow } from "../artworks/artwork-row.tsx";
import { STATUS_OPTIONS } from "../artworks/artwork-values.ts";
import { OrderBar } from "../components/order-bar.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { SortableList } from "../components/sortable-list.tsx";
import { reorderArtworks } from "../lib/admin-api.ts";
import { categoryLabel, useAdminArtworks, useGalleryCategories } from "../lib/admin-data.ts";
import { useOrder } from "../lib/use-order.ts";
import { useSaveOrder } from "../lib/use-save-order.ts";
import * as s from "../components/list.css.ts";

export default function ManageArtworksPage() {
  usePageTitle("Manage Artworks");
  const add = useRouterLink("/admin/upload");
  const { data, error } = useAdminArtworks();
  const categories = useGalleryCategories();
  const order = useOrder(data);
  const { saving, saveOrder } = useSaveOrder(reorderArtworks, order.reset, "/api/admin/artworks");
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("");
  const [status, setStatus] = useState("");

  const filtered = Boolean(query.trim() || category || status);
  const shown = order.ordered.filter((a) =>
    a.title.toLowerCase().includes(query.trim().toLowerCase()) && (!category || a.category === category) && (!status || a.status === status));

  return (
    <>
      <PageHeader title="Artworks" intro="The gallery's paintings, in the order visitors see them.">
        <ButtonLink {...add}>Add artwork</ButtonLink>
      </PageHeader>
      <div className={s.filters}>
        <Input label="Search by title" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <Select label="Category" value={category} onChange={(e) => setCategory(e.target.value)}
          options={[{ value: "", label: "All categories" }, ...categories.map((c) => ({ value: c, label: categoryLabel(c) }))]} />
        <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value)}
          options={[{ value: "", label: "All statuses" }, ...STATUS_OPTIONS]} />
      </div>
      {error && <p role="alert" className={s.empty}>The artworks could not be loaded: {error.message}</p>}
      {!data && !error && <Skeleton variant="text" lines={6} />}
      {data && (
        <>
          <OrderBar shown={shown.length} total={order.ordered.length} noun="artworks" filtered={filtered}
            dirty={order.dirty} saving={saving} onSave={() => void saveOrder(order.ids)} onReset={order.reset} />
          {shown.length === 0 ? (
            <p className={s.empty}>{filtered ? "No artwork matches these filters." : "No artworks yet."}</p>
          ) : (
            <SortableList label="Artworks" items={shown} sortable={!filtered} getKey={(a) => a.id} getLabel={(a) => a.title}
              onMove={order.move} renderItem={(artwork) => <ArtworkRow artwork={artwork} />} />
          )}
        </>
      )}
    </>
  );
}
