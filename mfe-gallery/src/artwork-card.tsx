import type { MouseEvent } from "react";
import { useHref } from "react-router";
import type { Artwork } from "@studio/contracts";
import { Badge, Card, CardLink, CardMeta, CardTitle } from "@studio/design-system";
import { FallbackPicture, useHoverTracking } from "@studio/sdk";
import { artworkAlt, artworkDetails } from "./artwork-format.ts";
import { fallbackImage } from "./fallback-images.ts";
import type { GalleryLayout } from "./gallery-settings.ts";
import * as s from "./artwork-card.css.ts";

/** Rendered width of a tile: 1 column on phones, 2 from 640 px, 3 from 1024 px (inside a 90rem container). */
export const CARD_SIZES = "(min-width: 1440px) 440px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw";

export interface ArtworkCardProps {
  artwork: Artwork;
  layout: GalleryLayout;
  /** First row: fetched eagerly; the very first image also with high priority (LCP). */
  loading: "eager" | "lazy";
  fetchPriority?: "high";
  /** e.g. "?category=murals&artwork=7": the card is a real link, so it can be opened in a new tab. */
  search: string;
  onOpen: (id: number) => void;
}

/** One artwork tile: image first, then title (h2: the tiles sit right under the page h1), medium and year. The title
 * link covers the whole tile. */
export function ArtworkCard({ artwork, layout, loading, fetchPriority, search, onOpen }: ArtworkCardProps) {
  const href = useHref({ search });
  const hover = useHoverTracking(artwork.id);
  const details = artworkDetails(artwork);
  const ratio = layout === "masonry" && artwork.image ? `${artwork.image.width} / ${artwork.image.height}` : "4 / 5";

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(artwork.id);
  };

  return (
    <Card
      {...hover}
      surface="flat"
      interactive
      className={s.card}
      mediaAspectRatio={ratio}
      media={
        <FallbackPicture
          className={s.image}
          image={artwork.image}
          fallbackSrc={artwork.imageUrl}
          errorSrc={fallbackImage(artwork.category)}
          alt={artworkAlt(artwork)}
          sizes={CARD_SIZES}
          loading={loading}
          fetchPriority={fetchPriority}
        />
      }
    >
      <CardTitle as="h2" className={s.title}>
        <CardLink href={href} onClick={onClick} data-artwork-id={artwork.id} aria-haspopup="dialog">
          {artwork.title}
        </CardLink>
      </CardTitle>
      {(details || artwork.status === "sold") && (
        <CardMeta className={s.meta}>
          {details && <span>{details}</span>}
          {artwork.status === "sold" && <Badge tone="neutral">Sold</Badge>}
        </CardMeta>
      )}
    </Card>
  );
}
