import { useEffect, useMemo, useRef } from "react";
import { STRUCTURED_DATA_LIMIT, visualArtworkLd, type Artwork } from "@studio/contracts";
import { Button, Container, Tabs } from "@studio/design-system";
import { useArtistLd, useArtistName, useArtworks, usePageMeta, useSiteOrigin } from "@studio/sdk";
import { ArtworkDialog } from "./artwork-dialog.tsx";
import { ArtworkGrid, ArtworkGridSkeleton } from "./artwork-grid.tsx";
import { emptyCategoryMessage, filterArtworks, humanizeCategory, NO_ARTWORKS, selectedTab } from "./gallery-settings.ts";
import { GalleryUnavailable } from "./gallery-unavailable.tsx";
import { useGallerySettings } from "./use-gallery-settings.ts";
import { useGalleryUrl } from "./use-gallery-url.ts";
import * as s from "./gallery.css.ts";

/** When the dialog closes, focus goes back to the card of the artwork last shown in it. */
function useReturnFocus(artworkId: number | null) {
  const lastShown = useRef<number | null>(null);
  useEffect(() => {
    if (artworkId !== null) {
      lastShown.current = artworkId;
      return;
    }
    if (lastShown.current === null) return;
    document.querySelector<HTMLElement>(`[data-artwork-id="${lastShown.current}"]`)?.focus();
    lastShown.current = null;
  }, [artworkId]);
}

/** The list the dialog steps through: the current tab, or every artwork when the open one is not in it. */
function browseList(all: Artwork[], visible: Artwork[], open: Artwork | null): Artwork[] {
  return open && !visible.some((a) => a.id === open.id) ? all : visible;
}

/** The head: the open artwork (its own title, image and VisualArtwork), else the gallery with its first works. */
function useGalleryMeta(open: Artwork | null, visible: Artwork[], description: string) {
  const origin = useSiteOrigin();
  const artist = useArtistName();
  const person = useArtistLd();
  usePageMeta(open
    ? {
      title: open.seoTitle || open.title, description: open.seoDescription || open.description || description, image: open.imageUrl,
      type: "article", path: `/gallery?artwork=${open.id}`, jsonLd: [visualArtworkLd(origin, open, artist)],
    }
    : {
      title: "Gallery", description, image: visible[0]?.imageUrl,
      jsonLd: [person, ...visible.slice(0, STRUCTURED_DATA_LIMIT).map((a) => visualArtworkLd(origin, a, artist))],
    });
}

export function GalleryPage() {
  const settings = useGallerySettings();
  const url = useGalleryUrl();
  const { data, error, isLoading, mutate } = useArtworks();
  const artworks = useMemo(() => data ?? [], [data]);
  const tab = selectedTab(settings.tabs, url.category);
  const visible = useMemo(() => filterArtworks(artworks, tab), [artworks, tab]);
  const open = artworks.find((a) => a.id === url.artworkId) ?? null;
  const browse = browseList(artworks, visible, open);
  const index = open ? browse.findIndex((a) => a.id === open.id) : -1;
  useGalleryMeta(open, visible, settings.description);
  useReturnFocus(open ? open.id : null);

  if (settings.disabled) return <GalleryUnavailable />;

  const step = (by: number) => {
    const next = browse[(index + by + browse.length) % browse.length];
    if (next) url.showArtwork(next.id);
  };

  let content;
  if (isLoading) content = <ArtworkGridSkeleton layout={settings.layout} />;
  else if (error) {
    content = (
      <div className={s.notice} role="alert">
        <p>The artworks could not be loaded just now.</p>
        <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
      </div>
    );
  } else if (artworks.length === 0) content = <p className={s.notice}>{NO_ARTWORKS}</p>;
  else if (visible.length === 0) content = <p className={s.notice}>{emptyCategoryMessage(tab)}</p>;
  else content = <ArtworkGrid artworks={visible} layout={settings.layout} searchFor={url.artworkSearch} onOpen={url.openArtwork} />;

  return (
    <Container size="xl" className={s.page}>
      <header className={s.intro}>
        <p className={s.eyebrow}>Portfolio</p>
        <h1>Gallery</h1>
        {settings.description && <p className={s.description}>{settings.description}</p>}
      </header>
      {settings.isLoading ? (
        <ArtworkGridSkeleton layout={settings.layout} />
      ) : (
        <Tabs
          className={s.tabs}
          aria-label="Gallery categories"
          items={settings.tabs.map((slug) => ({ value: slug, label: humanizeCategory(slug) }))}
          value={tab}
          onValueChange={url.selectCategory}
        >
          {content}
        </Tabs>
      )}
      {open && (
        <ArtworkDialog
          artwork={open}
          index={index}
          total={browse.length}
          onPrevious={() => step(-1)}
          onNext={() => step(1)}
          onClose={url.closeArtwork}
        />
      )}
    </Container>
  );
}
