import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { guideBySlug, guidePath, HELP_GUIDES_PATH, nextGuide, type GuideSlug } from "./guides.ts";
import * as s from "./help.css.ts";

/** One titled part of a guide; `id` is its anchor in the guide's contents. */
export interface GuideSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** A help guide: its title, an introduction, the list of its sections, the sections, and the next guide. */
export function GuidePage({ slug, intro, sections }: { slug: GuideSlug; intro: ReactNode; sections: GuideSection[] }) {
  const guide = guideBySlug(slug);
  const next = nextGuide(slug);
  usePageTitle(`Help: ${guide.title}`);
  const all = useRouterLink(HELP_GUIDES_PATH);
  return (
    <>
      <PageHeader title={guide.title}>
        <ButtonLink variant="ghost" {...all}>All guides</ButtonLink>
      </PageHeader>
      <article className={s.article} aria-label={guide.title}>
        <p className={s.lead}>{intro}</p>
        <nav className={s.contents} aria-labelledby="guide-contents">
          <h2 id="guide-contents" className={s.contentsTitle}>In this guide</h2>
          <ol className={s.contentsList}>
            {sections.map((section) => <li key={section.id}><a href={`#${section.id}`}>{section.title}</a></li>)}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} className={s.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.content}
          </section>
        ))}
        <footer className={s.next}>
          {next ? (
            <>
              <span className={s.muted}>Next guide</span>
              <Link className={s.nextLink} to={guidePath(next.slug)}>{next.title}</Link>
            </>
          ) : <Link className={s.nextLink} to={HELP_GUIDES_PATH}>All help guides</Link>}
        </footer>
      </article>
    </>
  );
}

export function Steps({ children }: { children: ReactNode }) {
  return <ol className={s.steps}>{children}</ol>;
}

export function Bullets({ children }: { children: ReactNode }) {
  return <ul className={s.bullets}>{children}</ul>;
}

/** Something worth knowing before it surprises you. */
export function Note({ children }: { children: ReactNode }) {
  return <div className={s.note} role="note">{children}</div>;
}

/** A list of terms (a status, an email, a setting) and what each means. */
export function Terms({ children }: { children: ReactNode }) {
  return <dl className={s.terms}>{children}</dl>;
}

export function Term({ name, children }: { name: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={s.term}>{name}</dt>
      <dd className={s.definition}>{children}</dd>
    </>
  );
}
