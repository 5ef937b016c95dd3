import type { Artwork, ArtworkPatch } from "@studio/contracts";
import { ButtonLink, Checkbox, Select } from "@studio/design-system";
import { formatPrice, useRouterLink } from "@studio/sdk";
import { ConfirmDelete } from "../components/confirm-delete.tsx";
import { deleteArtwork, patchArtwork } from "../lib/admin-api.ts";
import { categoryLabel } from "../lib/admin-data.ts";
import { useQuickChange } from "../lib/use-quick-change.ts";
import { STATUS_OPTIONS } from "./artwork-values.ts";
import * as s from "../components/list.css.ts";

/** One artwork in the manage list: quick status and featured changes, edit, delete. */
export function ArtworkRow({ artwork }: { artwork: Artwork }) {
  const edit = useRouterLink(`/admin/edit/${artwork.id}`);
  const { pending, busy, change } = useQuickChange((patch: ArtworkPatch) => patchArtwork(artwork.id, patch), artwork.title);
  const shown = { ...artwork, ...pending };

  return (
    <div className={s.row}>
      <img className={s.thumb} src={artwork.image?.src ?? artwork.imageUrl} alt="" width={56} height={56} loading="lazy" />
      <div className={s.main}>
        <a className={s.title} {...edit}>{artwork.title}</a>
        <span className={s.meta}>
          {artwork.category && <span>{categoryLabel(artwork.category)}</span>}
          {artwork.year && <span>· {artwork.year}</span>}
          {artwork.priceCents !== null && <span>· {formatPrice(artwork.priceCents, { cents: true })}</span>}
        </span>
      </div>
      <div className={s.controls}>
        <Select label={`Status of ${artwork.title}`} hideLabel value={shown.status} options={STATUS_OPTIONS}
          fieldClassName={s.compactSelect} disabled={busy}
          onChange={(e) => {
            const label = STATUS_OPTIONS.find((o) => o.value === e.target.value)?.label;
            void change({ status: e.target.value as Artwork["status"] }, `Status changed to ${label}`);
          }} />
        <Checkbox label="Featured" aria-label={`Featured: ${artwork.title}`} checked={shown.featured} disabled={busy}
          onChange={(e) => void change({ featured: e.target.checked }, e.target.checked ? "Now featured" : "No longer featured")} />
        <ButtonLink variant="secondary" size="sm" {...edit} aria-label={`Edit ${artwork.title}`}>Edit</ButtonLink>
        <ConfirmDelete name={artwork.title} noun="artwork" onConfirm={() => deleteArtwork(artwork.id)} />
      </div>
    </div>
  );
}
