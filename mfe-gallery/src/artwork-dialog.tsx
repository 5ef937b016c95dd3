import { useEffect, useState, type CSSProperties } from "react";
import type { Artwork } from "@studio/contracts";
import { Button, Dialog } from "@studio/design-system";
import { FallbackPicture, useArtworkViewTracking, useLike } from "@studio/sdk";
import { artworkAlt, formatDimensions } from "./artwork-format.ts";
import { ArtworkStatusPanel } from "./artwork-status-panel.tsx";
import { fallbackImage } from "./fallback-images.ts";
import { Icon } from "./icons.tsx";
import { ZoomViewer } from "./zoom/zoom-viewer.tsx";
import * as s from "./artwork-dialog.css.ts";

export interface ArtworkDialogProps {
  artwork: Artwork;
  /** Position in the list being browsed (0-based) and its length. */
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

/** ArrowLeft / ArrowRight step through the artworks while `enabled` (off while the zoom view is open). */
function useArrowKeys(enabled: boolean, onPrevious: () => void, onNext: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if ((event.target as Element | null)?.closest?.("input, textarea, select, [role='tablist']")) return;
      const step = event.key === "ArrowLeft" ? onPrevious : event.key === "ArrowRight" ? onNext : null;
      if (!step) return;
      event.preventDefault();
      step();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled, onPrevious, onNext]);
}

function Facts({ artwork }: { artwork: Artwork }) {
  const facts: [string, string][] = [
    ["Medium", artwork.medium],
    ["Year", artwork.year === null ? "" : String(artwork.year)],
    ["Dimensions", formatDimensions(artwork.dimensions)],
  ];
  const shown = facts.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <dl className={s.facts}>
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt className={s.factLabel}>{label}</dt>
          <dd className={s.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The artwork detail dialog: large image (opens the zoom view), facts, description, status panel, previous/next. */
export function ArtworkDialog({ artwork, index, total, onPrevious, onNext, onClose }: ArtworkDialogProps) {
  const [zoomOpen, setZoomOpen] = useState(false);
  const like = useLike(artwork.id);
  useArtworkViewTracking(artwork.id);
  const browsable = total > 1;
  useArrowKeys(browsable && !zoomOpen, onPrevious, onNext);
  const ratio = artwork.image ? artwork.image.width / artwork.image.height : 4 / 5;

  const footer = browsable ? (
    <nav className={s.nav} aria-label="Browse artworks">
      <Button variant="ghost" size="sm" onClick={onPrevious} startIcon={<Icon name="previous" className={s.icon} />}>Previous</Button>
      <span className={s.count}>{index + 1} of {total}</span>
      <Button variant="ghost" size="sm" onClick={onNext} endIcon={<Icon name="next" className={s.icon} />}>Next</Button>
    </nav>
  ) : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={artwork.title} size="lg" className={s.dialog} footer={footer}>
      <div className={s.layout}>
        <figure className={s.stage}>
          <div className={s.frame} style={{ [s.RATIO_PROPERTY]: ratio } as CSSProperties} onClick={() => setZoomOpen(true)}>
            <FallbackPicture
              key={artwork.id}
              className={s.image}
              image={artwork.image}
              fallbackSrc={artwork.imageUrl}
              errorSrc={fallbackImage(artwork.category)}
              alt={artworkAlt(artwork)}
              sizes="(min-width: 1024px) 56rem, 100vw"
              loading="eager"
            />
          </div>
          <div className={s.stageActions}>
            <Button variant="secondary" size="sm" startIcon={<Icon name="expand" className={s.icon} />} onClick={() => setZoomOpen(true)}>
              View full size
            </Button>
            <Button variant="ghost" size="sm" aria-pressed={like.liked} onClick={like.toggle}
              startIcon={<Icon name={like.liked ? "heartFilled" : "heart"} className={s.icon} />}>
              {like.liked ? "Liked" : "Like"}
            </Button>
          </div>
        </figure>
        <div className={s.info}>
          <Facts artwork={artwork} />
          {artwork.description && <p className={s.description}>{artwork.description}</p>}
          <ArtworkStatusPanel artwork={artwork} />
        </div>
      </div>
      {zoomOpen && <ZoomViewer artwork={artwork} onClose={() => setZoomOpen(false)} />}
    </Dialog>
  );
}
