import { ButtonLink, Container, Skeleton } from "@studio/design-system";
import { usePageTitle, useRouterLink, useSettingState } from "@studio/sdk";
import { useShopEnabled } from "../layout/nav-links.ts";
import * as s from "./home.css.ts";

export const DEFAULT_HERO_HEADING = "Original paintings from an independent studio";
export const DEFAULT_HERO_SUBHEADING = "Explore the gallery, collect an original, or bring a print home.";

/** Home hero: image, heading and subheading from settings; View Gallery and (when the shop is on) Shop Now. */
export function HomePage() {
  usePageTitle("Home");
  const image = useSettingState("home_hero_image");
  const heading = useSettingState("home_hero_heading", DEFAULT_HERO_HEADING);
  const subheading = useSettingState("home_hero_subheading", DEFAULT_HERO_SUBHEADING);
  const shopEnabled = useShopEnabled();
  const gallery = useRouterLink("/gallery");
  const shop = useRouterLink("/shop");
  const loading = heading.isLoading || subheading.isLoading;

  return (
    <Container as="section" size="xl" className={s.hero} aria-labelledby="home-heading">
      {(image.isLoading || image.value) && (
        <figure className={s.figure}>
          {image.value && (
            // The hero is the largest paint: never lazy, fetched first.
            <img className={s.image} src={image.value} alt="" width={800} height={1000} fetchPriority="high" />
          )}
        </figure>
      )}
      <div className={s.copy}>
        <h1 id="home-heading" className={s.heading}>
          {loading ? <Skeleton height="2.5em" /> : heading.value}
        </h1>
        {loading ? <Skeleton height="3em" /> : <p className={s.subheading}>{subheading.value}</p>}
        <div className={s.actions}>
          <ButtonLink {...gallery} size="lg">View Gallery</ButtonLink>
          {shopEnabled && <ButtonLink {...shop} size="lg" variant="secondary">Shop Now</ButtonLink>}
        </div>
      </div>
    </Container>
  );
}
