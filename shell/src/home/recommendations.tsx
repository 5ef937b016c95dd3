import type { Artwork } from "@studio/contracts";
import { ButtonLink, Card, CardLink, CardMeta, CardTitle, Skeleton } from "@studio/design-system";
import { Picture, useRecommendations, useRouterLink, useSetting } from "@studio/sdk";
import * as s from "./home.css.ts";

/** Spec section 9: the block holds 6 works. */
export const RECOMMENDATION_LIMIT = 6;
export const DEFAULT_RECOMMENDATIONS_TITLE = "Recommended for You";
export const DEFAULT_RECOMMENDATIONS_SUBTITLE = "Works chosen from what you have been looking at, and the studio's favourites.";

const CARD_SIZES = "(min-width: 1440px) 440px, (min-width: 1024px) 30vw, 46vw";

function RecommendationCard({ artwork }: { artwork: Artwork }) {
  const link = useRouterLink(`/gallery?artwork=${artwork.id}`);
  return (
    <Card surface="flat" interactive mediaAspectRatio="4 / 5"
      media={<Picture className={s.cardImage} image={artwork.image} fallbackSrc={artwork.imageUrl}
        alt={artwork.altText.trim() || artwork.title} sizes={CARD_SIZES} />}>
      <CardTitle as="h3"><CardLink {...link}>{artwork.title}</CardLink></CardTitle>
      <CardMeta>{[artwork.medium, artwork.year].filter(Boolean).join(", ")}</CardMeta>
    </Card>
  );
}

/** The home page's recommendation block: 6 works from /api/recommendations; 'Discovering Your Taste' when empty. */
export function Recommendations() {
  const title = useSetting("home_ai_art_title", DEFAULT_RECOMMENDATIONS_TITLE);
  const subtitle = useSetting("home_ai_art_subtitle", DEFAULT_RECOMMENDATIONS_SUBTITLE);
  const { data, isLoading } = useRecommendations();
  const gallery = useRouterLink("/gallery");
  const works = (data ?? []).slice(0, RECOMMENDATION_LIMIT);

  return (
    <section className={s.section} aria-labelledby="recommendations-heading">
      <header className={s.sectionHeader}>
        <h2 id="recommendations-heading" className={s.sectionTitle}>{title}</h2>
        <p className={s.sectionIntro}>{subtitle}</p>
      </header>
      {isLoading && !data ? (
        <ul className={s.cards} aria-busy="true" aria-label="Loading recommendations">
          {Array.from({ length: RECOMMENDATION_LIMIT }, (_, i) => <li key={i}><Skeleton aspectRatio="4 / 5" width="100%" /></li>)}
        </ul>
      ) : works.length === 0 ? (
        <div className={s.empty}>
          <p className={s.emptyTitle}>Discovering Your Taste</p>
          <p>Browse the gallery and the works you spend time with will shape what appears here.</p>
          <ButtonLink {...gallery} variant="secondary">Browse the gallery</ButtonLink>
        </div>
      ) : (
        <ul className={s.cards}>
          {works.map((artwork) => <li key={artwork.id}><RecommendationCard artwork={artwork} /></li>)}
        </ul>
      )}
    </section>
  );
}
