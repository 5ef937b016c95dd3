import { ButtonLink, Container } from "@studio/design-system";
import { useRouterLink } from "@studio/sdk";
import * as s from "./gallery.css.ts";

/** gallery_page_enabled is 'false': a calm notice with ways onward. */
export function GalleryUnavailable() {
  const home = useRouterLink("/");
  const shop = useRouterLink("/shop");
  return (
    <Container size="md" className={s.notice}>
      <h1 className={s.noticeTitle}>Gallery Not Available</h1>
      <p className={s.noticeText}>The gallery is currently unavailable. Please check back later or visit our other pages.</p>
      <div className={s.noticeActions}>
        <ButtonLink {...home}>Back to Home</ButtonLink>
        <ButtonLink {...shop} variant="secondary">Visit the Shop</ButtonLink>
      </div>
    </Container>
  );
}
