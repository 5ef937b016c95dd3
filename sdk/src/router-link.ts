import type { MouseEvent } from "react";
import { useHref, useLinkClickHandler } from "react-router";

/**
 * href + onClick for a client-side navigation, to spread on any anchor-like
 * component (e.g. the design system's ButtonLink or Link).
 */
export function useRouterLink(to: string): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return {
    href,
    onClick: (event) => {
      if (!event.defaultPrevented) navigate(event);
    },
  };
}
