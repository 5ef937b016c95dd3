import type { ReactNode } from "react";
import * as s from "./form.css.ts";

/** A fieldset that folds away (native <details>), e.g. the SEO fields. Opens itself when it holds an error. */
export function CollapsibleSection({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className={s.details} open={open || undefined}>
      <summary className={s.summary}>{title}</summary>
      <div className={s.section}>{children}</div>
    </details>
  );
}
