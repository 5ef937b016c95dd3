import { usePageTitle } from "@studio/sdk";
import type { Policy } from "./policies.ts";
import * as s from "./pages.css.ts";

export function PolicyPage({ policy }: { policy: Policy }) {
  usePageTitle(policy.title);
  return (
    <article className={s.narrow}>
      <p className={s.eyebrow}>Customer Service</p>
      <h1>{policy.title}</h1>
      <p className={s.lead}>{policy.intro}</p>
      <div className={s.prose}>
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={s.sectionTitle}>{section.heading}</h2>
            {section.paragraphs?.map((p) => <p key={p}>{p}</p>)}
            {section.items && (
              <ul className={s.list}>{section.items.map((item) => <li key={item}>{item}</li>)}</ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
