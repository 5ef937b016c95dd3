import { ButtonLink } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import * as s from "./pages.css.ts";

export function NotFoundPage() {
  usePageTitle("Page Not Found");
  const home = useRouterLink("/");
  return (
    <section className={s.notFound}>
      <h1>404 Page Not Found</h1>
      <p className={s.lead}>Did you forget to add the page to the router?</p>
      <div className={s.actions} style={{ justifyContent: "center" }}>
        <ButtonLink {...home} variant="secondary">Back to Home</ButtonLink>
      </div>
    </section>
  );
}
