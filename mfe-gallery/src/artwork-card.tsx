import type { Artwork } from "@studio/contracts";
import { Card, CardMeta, CardTitle } from "@studio/design-system";
import { Picture } from "@studio/sdk";
import * as s from "./gallery.css.ts";

/** One artwork tile: image first, then title, medium and year. */
export function ArtworkCard({ artwork, eager }: { artwork: Artwork; eager: boolean }) {
  const details = [artwork.medium, artwork.year ?? undefined].filter(Boolean).join(", ");
  return (
    <Card
      surface="flat"
      mediaAspectRatio="4 / 5"
      media={
        <Picture
          className={s.image}
          image={artwork.image}
          fallbackSrc={artwork.imageUrl}
          alt={artwork.altText || artwork.title}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
          priority={eager}
        />
      }
    >
      <CardTitle>{artwork.title}</CardTitle>
      {details && <CardMeta>{details}</CardMeta>}
    </Card>
  );
}
