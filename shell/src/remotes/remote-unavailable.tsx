import { Button, ButtonLink } from "@studio/design-system";
import { usePageTitle, useRouterLink } from "@studio/sdk";
import * as s from "./remote-slot.css.ts";

/** Friendly fallback inside the slot; header, footer and other routes keep working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  usePageTitle("Temporarily unavailable");
  const home = useRouterLink("/");
  const about = useRouterLink("/about");
  return (
    <section className={s.unavailable} role="alert">
      <h1>This part of the site is taking a break</h1>
      <p className={s.text}>
        It could not be loaded just now. Please try again in a moment — the rest of the site is open as usual.
      </p>
      <div className={s.actions}>
        <Button onClick={onRetry}>Try again</Button>
        <ButtonLink {...home} variant="secondary">Go to Home</ButtonLink>
        <ButtonLink {...about} variant="ghost">About the artist</ButtonLink>
      </div>
    </section>
  );
}
