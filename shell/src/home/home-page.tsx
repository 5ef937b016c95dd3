import { parseFlag } from "@studio/contracts";
import { ButtonLink, Container, Skeleton } from "@studio/design-system";
import { SettingPicture, useArtistLd, usePageMeta, useRouterLink, useSetting, useSettingState } from "@studio/sdk";
import { useShopEnabled } from "../layout/nav-links.ts";
import { Recommendations } from "./recommendations.tsx";
import { SocialProof } from "./social-proof.tsx";
import { Testimonials } from "./testimonials.tsx";
import * as s from "./home.css.ts";

export const DEFAULT_HERO_HEADING = "Original paintings from an independent studio";
export const DEFAULT_HERO_SUBHEADING = "Explore the gallery, collect an original, or bring a print home.";

/** The hero is the largest paint on every screen size: never lazy, fetched first. */
const HERO_SIZES = "(min-width: 1440px) 560px, (min-width: 1024px) 42vw, 100vw";

/**
 * Home (spec sections 1 and 2): the hero from settings with View Gallery and (when the shop is on) Shop Now, the
 * recommendation block, then testimonials and social proof when the owner switched them on.
 */
export function HomePage() {
  const image = useSettingState("home_hero_image");
  const heading = useSettingState("home_hero_heading", DEFAULT_HERO_HEADING);
  const subheading = useSettingState("home_hero_subheading", DEFAULT_HERO_SUBHEADING);
  const testimonials = parseFlag(useSetting("testimonials_enabled"), false);
  const socialProof = parseFlag(useSetting("social_proof_enabled"), false);
  const shopEnabled = useShopEnabled();
  const gallery = useRouterLink("/gallery");
  const shop = useRouterLink("/shop");
  const loading = heading.isLoading || subheading.isLoading;
  usePageMeta({ title: "Home", description: subheading.value, image: image.value, jsonLd: [useArtistLd()] });

  return (
    <>
      <Container as="section" size="xl" className={s.hero} aria-labelledby="home-heading">
        {(image.isLoading || image.value) && (
          <figure className={s.figure}>
            {image.value && <SettingPicture className={s.image} src={image.value} alt="" sizes={HERO_SIZES} priority />}
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
      <Container size="xl" className={s.sections}>
        <Recommendations />
        {testimonials && <Testimonials />}
        {socialProof && <SocialProof />}
      </Container>
    </>
  );
}
