import { useEffect, useState } from "react";
import type { Artwork } from "@studio/contracts";
import { masterUrl } from "../artwork-format.ts";
import { fallbackImage } from "../fallback-images.ts";
import type { Size } from "./zoom-transform.ts";

interface MasterState {
  src: string;
  /** Pixel size of what is shown (null until known for legacy images without stored dimensions). */
  natural: Size | null;
  loading: boolean;
}

/**
 * Shows the already-fetched display image at once, loads the full-resolution master in the
 * background and swaps to it when ready. Failures are logged; the category placeholder is the last resort.
 */
export function useMasterImage(artwork: Artwork) {
  const preview = artwork.image?.src ?? artwork.imageUrl;
  const master = masterUrl(artwork);
  const initialSize = artwork.image ? { width: artwork.image.width, height: artwork.image.height } : null;
  const [state, setState] = useState<MasterState>({ src: preview, natural: initialSize, loading: master !== preview });

  useEffect(() => {
    if (master === preview) return;
    const img = new Image();
    img.onload = () => setState({ src: master, natural: { width: img.naturalWidth, height: img.naturalHeight }, loading: false });
    img.onerror = () => {
      console.warn("Image failed to load:", master);
      setState((current) => ({ ...current, loading: false }));
    };
    img.src = master;
    return () => {
      img.onload = null;
      img.onerror = null;
    };
  }, [master, preview]);

  /** Learns the size of a legacy image from the element once it has loaded. */
  const onLoad = (event: { currentTarget: HTMLImageElement }) => {
    const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
    if (width > 0 && height > 0) setState((current) => (current.natural ? current : { ...current, natural: { width, height } }));
  };
  const onError = (event: { currentTarget: HTMLImageElement }) => {
    if (state.src.startsWith("data:")) return;
    const failed = event.currentTarget.currentSrc || state.src;
    console.warn("Image failed to load:", failed);
    setState({ src: fallbackImage(artwork.category), natural: { width: 400, height: 500 }, loading: false });
  };

  return { ...state, onLoad, onError };
}
