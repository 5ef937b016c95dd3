import { Button, Container, Skeleton } from "@studio/design-system";
import { useArtworks, usePageTitle, useSetting, useSettingState } from "@studio/sdk";
import { ArtworkCard } from "./artwork-card.tsx";
import * as s from "./gallery.css.ts";

export const GALLERY_SKELETONS = 9;

export function GalleryPage() {
  usePageTitle("Gallery");
  const enabled = useSettingState("gallery_page_enabled", "true");
  const description = useSetting("gallery_description");
  const { data, error, isLoading, mutate } = useArtworks();

  if (!enabled.isLoading && enabled.value === "false") {
    return (
      <Container size="md" className={s.notice}>
        <h1>Gallery Not Available</h1>
        <p>The gallery is currently unavailable. Please check back later or visit our other pages.</p>
      </Container>
    );
  }

  return (
    <Container size="xl" className={s.page}>
      <header className={s.intro}>
        <p className={s.eyebrow}>Portfolio</p>
        <h1>Gallery</h1>
        {description && <p className={s.description}>{description}</p>}
      </header>
      {isLoading ? (
        <ul className={s.grid} aria-busy="true" aria-label="Loading artworks">
          {Array.from({ length: GALLERY_SKELETONS }, (_, i) => (
            <li key={i} data-testid="artwork-skeleton">
              <Skeleton aspectRatio="4 / 5" width="100%" />
            </li>
          ))}
        </ul>
      ) : error ? (
        <div className={s.notice} role="alert">
          <p>The artworks could not be loaded just now.</p>
          <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
        </div>
      ) : !data?.length ? (
        <p className={s.notice}>No artworks available at the moment.</p>
      ) : (
        <ul className={s.grid}>
          {data.map((artwork, index) => (
            <li key={artwork.id}>
              <ArtworkCard artwork={artwork} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
