import { ButtonLink, Skeleton } from "@studio/design-system";
import { RichText, usePageTitle, useRouterLink, useSettingState } from "@studio/sdk";
import * as s from "./pages.css.ts";

/** Artist statement and biography from settings (CV and studio section come with the full page). */
export function AboutPage() {
  usePageTitle("About");
  const statement = useSettingState("about_artist_statement");
  const biography = useSettingState("about_biography");
  const contact = useRouterLink("/contact");
  const loading = statement.isLoading || biography.isLoading;
  return (
    <article className={s.narrow}>
      <p className={s.eyebrow}>About</p>
      <h1>About the Artist</h1>
      {loading ? (
        <div className={s.prose} aria-busy="true">
          <Skeleton height="1rem" />
          <Skeleton height="1rem" />
          <Skeleton height="1rem" width="60%" />
        </div>
      ) : (
        <div className={s.prose}>
          {statement.value && <blockquote className={s.lead}><RichText text={statement.value} /></blockquote>}
          {biography.value && <><h2 className={s.sectionTitle}>Biography</h2><RichText text={biography.value} /></>}
          {!statement.value && !biography.value && <p>The artist's story will be here soon.</p>}
        </div>
      )}
      <div className={s.actions}>
        <ButtonLink {...contact} variant="secondary">Get in touch</ButtonLink>
      </div>
    </article>
  );
}
