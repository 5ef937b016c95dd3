import { parseCv, parseFlag } from "@studio/contracts";
import { ButtonLink, Skeleton } from "@studio/design-system";
import { RichText, SettingPicture, useArtistLd, useArtistName, usePageMeta, useRouterLink, useSetting, useSettingState } from "@studio/sdk";
import * as s from "./about.css.ts";
import { eyebrow } from "./pages.css.ts";

/** The CV (spec section 2): formatted HTML as stored, else a list of year and description. */
function CvHighlights({ text }: { text: string }) {
  const cv = parseCv(text);
  if (cv.kind === "html") return <RichText text={cv.html} />;
  return (
    <ol className={s.cv}>
      {cv.entries.map((entry, i) => (
        <li key={i} className={s.cvEntry}>
          <span className={s.cvYear}>{entry.year}</span>
          <span>{entry.description}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * About (spec section 2): the artist statement, biography and CV highlights from settings, the portrait, and the
 * studio section (with Book a Studio Visit -> /contact) only when studio_visit_enabled is 'true'.
 */
export function AboutPage() {
  const statement = useSettingState("about_artist_statement");
  const biography = useSettingState("about_biography");
  const cv = useSetting("about_cv");
  const portrait = useSetting("about_profile_image");
  const studio = useSetting("about_studio");
  const studioImage = useSetting("about_studio_image");
  const studioVisits = parseFlag(useSetting("studio_visit_enabled"), false);
  const artist = useArtistName();
  const contact = useRouterLink("/contact");
  const loading = statement.isLoading || biography.isLoading;
  usePageMeta({ title: "About", description: statement.value || biography.value, image: portrait || null, type: "profile", jsonLd: [useArtistLd()] });

  return (
    <article className={s.page}>
      <header className={portrait ? s.introWithPortrait : s.intro}>
        <div>
          <p className={eyebrow}>About</p>
          <h1>About the Artist</h1>
          {loading ? (
            <div className={s.lead} aria-busy="true"><Skeleton variant="text" lines={3} /></div>
          ) : statement.value ? (
            <blockquote className={s.lead}><RichText text={statement.value} /></blockquote>
          ) : null}
        </div>
        {portrait && (
          <figure className={s.portrait}>
            <SettingPicture className={s.cover} src={portrait} alt={`Portrait of ${artist}`} width={800} height={1000}
              sizes="(min-width: 1024px) 360px, 100vw" priority />
          </figure>
        )}
      </header>

      {!loading && (
        <div className={s.body}>
          {biography.value && (
            <section aria-labelledby="about-biography" className={s.section}>
              <h2 id="about-biography" className={s.sectionTitle}>Biography</h2>
              <RichText text={biography.value} />
            </section>
          )}
          {cv.trim() && (
            <section aria-labelledby="about-cv" className={s.section}>
              <h2 id="about-cv" className={s.sectionTitle}>CV Highlights</h2>
              <CvHighlights text={cv} />
            </section>
          )}
          {!statement.value && !biography.value && !cv.trim() && <p>The artist's story will be here soon.</p>}
        </div>
      )}

      {studioVisits ? (
        <section aria-labelledby="about-studio" className={studioImage ? `${s.studio} ${s.studioWithImage}` : s.studio}>
          {studioImage && (
            <figure className={s.studioFigure}>
              <SettingPicture className={s.cover} src={studioImage} alt="The studio" width={1200} height={800}
                sizes="(min-width: 1024px) 560px, 100vw" />
            </figure>
          )}
          <div className={s.studioCopy}>
            <h2 id="about-studio" className={s.sectionTitle}>Visit the Studio</h2>
            {studio && <RichText text={studio} />}
            <div><ButtonLink {...contact}>Book a Studio Visit</ButtonLink></div>
          </div>
        </section>
      ) : (
        <div className={s.actions}>
          <ButtonLink {...contact} variant="secondary">Get in touch</ButtonLink>
        </div>
      )}
    </article>
  );
}
