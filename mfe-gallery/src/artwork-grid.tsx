import type { Artwork } from "@studio/contracts";
import { Skeleton } from "@studio/design-system";
import { ArtworkCard } from "./artwork-card.tsx";
import type { GalleryLayout } from "./gallery-settings.ts";
import * as s from "./gallery.css.ts";

export const GALLERY_SKELETONS = 9;
/** Tiles in the first row at desktop width: fetched eagerly, never lazy. */
export const FIRST_ROW = 3;

export function ArtworkGridSkeleton({ layout }: { layout: GalleryLayout }) {
  return (
    <ul className={layout === "masonry" ? s.masonry : s.grid} aria-busy="true" aria-label="Loading artworks">
      {Array.from({ length: GALLERY_SKELETONS }, (_, i) => (
        <li key={i} data-testid="artwork-skeleton" className={s.item}>
          <Skeleton aspectRatio={layout === "masonry" && i % 3 === 1 ? "1 / 1" : "4 / 5"} width="100%" />
        </li>
      ))}
    </ul>
  );
}

export interface ArtworkGridProps {
  artworks: Artwork[];
  layout: GalleryLayout;
  searchFor: (id: number) => string;
  onOpen: (id: number) => void;
}

/**
 * Grid (rows of equal tiles) or masonry (CSS columns, each image at its own proportions).
 * In masonry the DOM order runs down each column, the same order the eye and the Tab key follow.
 */
export function ArtworkGrid({ artworks, layout, searchFor, onOpen }: ArtworkGridProps) {
  return (
    <ul className={layout === "masonry" ? s.masonry : s.grid}>
      {artworks.map((artwork, index) => (
        <li key={artwork.id} className={s.item}>
          <ArtworkCard
            artwork={artwork}
            layout={layout}
            loading={index < FIRST_ROW ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : undefined}
            search={searchFor(artwork.id)}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
