import { ButtonLink } from "@studio/design-system";
import { usePageTitle } from "./page-meta.ts";
import { useRouterLink } from "./router-link.ts";
import { useNotFoundStatus } from "./server-render.ts";
import * as s from "./not-found.css.ts";

/** The one not-found screen (spec section 2), for the shell and for unknown paths under a remote's prefix. */
export function NotFoundPage() {
  usePageTitle("Page Not Found");
  useNotFoundStatus();
  const home = useRouterLink("/");
  return (
    <section className={s.page}>
      <h1>404 Page Not Found</h1>
      <p className={s.text}>Did you forget to add the page to the router?</p>
      <ButtonLink {...home} variant="secondary">Back to Home</ButtonLink>
    </section>
  );
}
