import { matchPath } from "react-router";
import type { RemoteName } from "@studio/contracts";

/**
 * Which remote owns which URLs. A remote owns everything under its prefixes
 * and routes it itself (full paths, relative to "/"), so it can add screens
 * without a shell release. Paths owned by no remote are the shell's.
 */
export const REMOTE_ROUTES: readonly (readonly [pattern: string, remote: RemoteName])[] = [
  ["/gallery/*", "gallery"],
  ["/shop/*", "shop"],
  ["/product/*", "shop"],
  ["/checkout/*", "checkout"],
  ["/order-confirmation/*", "checkout"],
  ["/contact/*", "contact"],
  ["/admin/*", "admin"],
];

export function remoteFor(pathname: string): RemoteName | null {
  const hit = REMOTE_ROUTES.find(([pattern]) => matchPath(pattern, pathname));
  return hit ? hit[1] : null;
}
