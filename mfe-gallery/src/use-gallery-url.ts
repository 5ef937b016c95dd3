import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/** History state set when the dialog is opened from the page, so closing it can simply go Back. */
interface GalleryState {
  openedFromGallery?: boolean;
}

/** The search string for the current params with one change applied. */
export function searchWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const search = next.toString();
  return search ? `?${search}` : "";
}

/**
 * The gallery's URL state: `?category=<slug>` (the tab) and `?artwork=<id>` (the open dialog).
 * Tab changes and opening a dialog push history entries (Back undoes them); moving to the
 * previous/next artwork replaces the entry, so Back still closes the dialog.
 */
export function useGalleryUrl() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedFromGallery = (location.state as GalleryState | null)?.openedFromGallery === true;
  const artworkParam = Number(params.get("artwork"));

  const selectCategory = useCallback(
    (category: string) => navigate({ search: searchWith(params, { category, artwork: null }) }),
    [navigate, params],
  );
  const openArtwork = useCallback(
    (id: number) => navigate({ search: searchWith(params, { artwork: String(id) }) }, { state: { openedFromGallery: true } }),
    [navigate, params],
  );
  const showArtwork = useCallback(
    (id: number) => navigate({ search: searchWith(params, { artwork: String(id) }) }, { replace: true, state: location.state }),
    [navigate, params, location.state],
  );
  const closeArtwork = useCallback(() => {
    if (openedFromGallery) navigate(-1);
    else navigate({ search: searchWith(params, { artwork: null }) }, { replace: true });
  }, [navigate, params, openedFromGallery]);

  return {
    category: params.get("category"),
    artworkId: Number.isInteger(artworkParam) && artworkParam > 0 ? artworkParam : null,
    artworkSearch: (id: number) => searchWith(params, { artwork: String(id) }),
    selectCategory,
    openArtwork,
    showArtwork,
    closeArtwork,
  };
}
