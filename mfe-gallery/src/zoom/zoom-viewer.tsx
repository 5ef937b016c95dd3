import { useRef } from "react";
import type { Artwork } from "@studio/contracts";
import { Button, Dialog, Spinner } from "@studio/design-system";
import { artworkAlt } from "../artwork-format.ts";
import { Icon } from "../icons.tsx";
import { useElementSize } from "./use-element-size.ts";
import { useMasterImage } from "./use-master-image.ts";
import { useZoomGestures } from "./use-zoom-gestures.ts";
import { fitContain, maxScaleFor, type Bounds } from "./zoom-transform.ts";
import * as s from "./zoom.css.ts";

export const ZOOM_HINT = "Scroll or pinch to zoom, drag to move, double-click or double-tap to zoom in and out.";

function ZoomStage({ artwork }: { artwork: Artwork }) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const view = useElementSize(surfaceRef);
  const image = useMasterImage(artwork);
  const natural = image.natural ?? { width: 4, height: 5 };
  const base = fitContain(natural, view);
  const bounds: Bounds = { view, base, minScale: 1, maxScale: maxScaleFor(natural, base) };
  const zoom = useZoomGestures(surfaceRef, bounds);
  const { scale, x, y } = zoom.transform;
  const zoomed = scale > 1.01;
  const surfaceClass = [s.surface, zoomed && s.zoomed, zoom.dragging && zoomed && s.dragging].filter(Boolean).join(" ");

  return (
    <div className={s.stage}>
      <div
        ref={surfaceRef}
        className={surfaceClass}
        tabIndex={0}
        role="group"
        aria-label={`${artwork.title}, zoomable. Plus and minus keys zoom, arrow keys move, 0 resets.`}
        data-testid="zoom-surface"
        {...zoom.surfaceProps}
      >
        <img
          src={image.src}
          alt={artworkAlt(artwork)}
          draggable={false}
          onLoad={image.onLoad}
          onError={image.onError}
          className={zoom.animate ? `${s.image} ${s.animate}` : s.image}
          style={{ width: base.width || undefined, height: base.height || undefined, transform: `translate3d(${x}px, ${y}px, 0) scale(${scale})` }}
        />
      </div>
      {image.loading && <Spinner className={s.spinner} size="sm" label="Loading the full-resolution image" />}
      <div className={s.controls} role="toolbar" aria-label="Zoom">
        <Button variant="ghost" size="sm" className={s.controlButton} aria-label="Zoom out" onClick={zoom.zoomOut}>
          <Icon name="minus" className={s.icon} />
        </Button>
        <output className={s.level} aria-live="polite">{Math.round(scale * 100)}%</output>
        <Button variant="ghost" size="sm" className={s.controlButton} aria-label="Zoom in" onClick={zoom.zoomIn}>
          <Icon name="plus" className={s.icon} />
        </Button>
        <Button variant="ghost" size="sm" className={s.controlButton} aria-label="Reset zoom" onClick={zoom.reset}>
          <Icon name="fit" className={s.icon} />
        </Button>
      </div>
    </div>
  );
}

/** Fullscreen view of the full-resolution master; Escape or the close button returns to the artwork dialog. */
export function ZoomViewer({ artwork, onClose }: { artwork: Artwork; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="fullscreen"
      title={artwork.title}
      description={ZOOM_HINT}
      closeLabel="Close full-size view"
      className={s.panel}
    >
      <ZoomStage key={artwork.id} artwork={artwork} />
    </Dialog>
  );
}
