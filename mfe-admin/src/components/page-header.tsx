import type { ReactNode } from "react";
import * as s from "./form.css.ts";

/** The heading row of an admin screen, with its actions on the right. */
export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className={s.pageHeader}>
      <div>
        <h1 className={s.pageTitle}>{title}</h1>
        {intro && <p className={s.muted}>{intro}</p>}
      </div>
      {children && <div className={s.actions}>{children}</div>}
    </header>
  );
}
