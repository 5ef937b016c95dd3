import type { Artwork } from "@studio/contracts";
import { Card, CardMeta, CardTitle } from "@studio/design-system";
import * as s from "./gallery.css.ts";

/** One artwork tile: image first, then title, medium and year. */
export function ArtworkCard({ artwork, eager }: { artwork: Artwork; eager: boolean }) {
  const details = [artwork.medium, artwork.year ?? undefined].filter(Boolean).join(", ");
  return (
    <Card
      surface="flat"
      mediaAspectRatio="4 / 5"
      media={
        <img
          className={s.image}
          src={artwork.imageUrl}
          alt={artwork.altText || artwork.title}
          width={800}
          height={1000}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
        />
      }
    >
      <CardTitle>{artwork.title}</CardTitle>
      {details && <CardMeta>{details}</CardMeta>}
    </Card>
  );
}
