import type { ReactNode } from "react";
import { ButtonLink, Skeleton } from "@studio/design-system";
import { ApiError, errorMessage, useRouterLink } from "@studio/sdk";
import * as s from "./form.css.ts";

interface LoadStateProps {
  what: string;
  error: Error | undefined;
  ready: boolean;
  /** Where "Back to the list" leads. */
  back: string;
  children: ReactNode;
}

/** Skeleton while an edit screen loads, a clear message when the item is missing or cannot be read. */
export function LoadState({ what, error, ready, back, children }: LoadStateProps) {
  const backLink = useRouterLink(back);
  if (error) {
    const missing = !(error instanceof ApiError) || error.status === 404;
    return (
      <div className={s.panel} role="alert">
        <p>{missing ? `This ${what} does not exist (any more).` : `The ${what} could not be loaded: ${errorMessage(error)}`}</p>
        <div><ButtonLink variant="secondary" {...backLink}>Back to the list</ButtonLink></div>
      </div>
    );
  }
  if (!ready) {
    return (
      <div className={s.formLayout} aria-busy="true" aria-label={`Loading the ${what}`}>
        <Skeleton aspectRatio="4 / 5" />
        <Skeleton variant="text" lines={8} />
      </div>
    );
  }
  return children;
}
