import { useParams } from "react-router";
import { ZArtworkInput } from "@studio/contracts";
import { usePageTitle } from "@studio/sdk";
import { ArtworkForm } from "../artworks/artwork-form.tsx";
import { artworkCandidate, artworkValues } from "../artworks/artwork-values.ts";
import { LoadState } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { updateArtwork } from "../lib/admin-api.ts";
import { useAdminArtworks, useArtworkEdit } from "../lib/admin-data.ts";
import { useSave } from "../lib/use-save.ts";

export default function EditArtworkPage() {
  usePageTitle("Edit Artwork");
  const id = Number(useParams().id) || null;
  const edit = useArtworkEdit(id);
  const list = useAdminArtworks();
  const { errors, busy, submit } = useSave({
    schema: ZArtworkInput,
    save: (input) => updateArtwork(id!, input),
    success: "Artwork saved",
  });
  const image = list.data?.find((a) => a.id === id)?.image ?? null;
  return (
    <>
      <PageHeader title={edit.data ? `Edit "${edit.data.title}"` : "Edit artwork"} />
      <LoadState what="artwork" error={id ? edit.error : new Error("Not found")} back="/admin/manage"
        ready={Boolean(edit.data && (list.data || list.error))}>
        {edit.data && (
          <ArtworkForm key={edit.data.id} initial={artworkValues(edit.data)} initialImage={image} errors={errors}
            busy={busy} submitLabel="Save changes" onSubmit={(values) => void submit(artworkCandidate(values))} />
        )}
      </LoadState>
    </>
  );
}
