import { useState } from "react";
import type { Image } from "@studio/contracts";
import { Button, useToast } from "@studio/design-system";
import { errorMessage } from "@studio/sdk";
import { ImageUpload } from "../components/image-upload.tsx";
import { getArtworkEdit } from "../lib/admin-api.ts";
import { useAdminArtworks } from "../lib/admin-data.ts";
import * as s from "../components/form.css.ts";

interface Props {
  image: Image | null;
  artworkId: string;
  error?: string;
  onChange: (imageId: string | null, image: Image | null) => void;
}

/** An uploaded image, or the linked artwork's own image. */
export function ProductImageField({ image, artworkId, error, onChange }: Props) {
  const { toast } = useToast();
  const artworks = useAdminArtworks();
  const [busy, setBusy] = useState(false);
  const artwork = artworks.data?.find((a) => String(a.id) === artworkId);

  const useArtworkImage = async () => {
    if (!artwork) return;
    setBusy(true);
    try {
      const edit = await getArtworkEdit(artwork.id);
      if (!edit.imageId) toast({ title: "This artwork has no stored image", description: "Upload one instead.", variant: "error" });
      else onChange(edit.imageId, artwork.image);
    } catch (err) {
      toast({ title: "Could not use the artwork's image", description: errorMessage(err), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.column}>
      <ImageUpload label="Image" image={image} error={error} onUploaded={(up) => onChange(up.id, up.image)}
        onRemove={() => onChange(null, null)} />
      {artwork && (
        <div>
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void useArtworkImage()}>
            Use the image of "{artwork.title}"
          </Button>
        </div>
      )}
    </div>
  );
}
