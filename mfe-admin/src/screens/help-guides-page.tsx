import { Link } from "react-router";
import { usePageTitle } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { guidePath, HELP_GUIDES } from "../help/guides.ts";
import * as s from "../help/help.css.ts";

/** /admin/help-guides: the guides to running the site, in the order they are best read. */
export default function HelpGuidesPage() {
  usePageTitle("Help guides");
  return (
    <>
      <PageHeader title="Help guides" intro="How this website works and how to run it, screen by screen. Best read in this order." />
      <ol className={s.guideList} aria-label="Guides">
        {HELP_GUIDES.map((guide) => (
          <li key={guide.slug} className={s.guideItem}>
            <Link to={guidePath(guide.slug)} className={s.guideLink}>{guide.title}</Link>
            <p className={s.summary}>{guide.summary}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
