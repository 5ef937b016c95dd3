import { useNavigate } from "react-router";
import { ZArtworkInput } from "@studio/contracts";
import { usePageTitle } from "@studio/sdk";
import { ArtworkForm } from "../artworks/artwork-form.tsx";
import { artworkCandidate, emptyArtwork } from "../artworks/artwork-values.ts";
import { PageHeader } from "../components/page-header.tsx";
import { createArtwork } from "../lib/admin-api.ts";
import { useSave } from "../lib/use-save.ts";

export default function UploadPage() {
  usePageTitle("Add Artwork");
  const navigate = useNavigate();
  const { errors, busy, submit } = useSave({
    schema: ZArtworkInput,
    save: createArtwork,
    success: "Artwork added",
    onSaved: () => navigate("/admin/manage"),
  });
  return (
    <>
      <PageHeader title="Add artwork" intro="Upload the painting's image and describe it. It appears in the gallery at once." />
      <ArtworkForm initial={emptyArtwork} initialImage={null} errors={errors} busy={busy} submitLabel="Add artwork"
        onSubmit={(values) => void submit(artworkCandidate(values))} />
    </>
  );
}
