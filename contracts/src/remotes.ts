import { z } from "zod";

export const REMOTE_NAMES = ["gallery", "shop", "checkout", "contact", "admin"] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** /remotes.json: where the shell finds each remote's entry at run time. A missing entry breaks only its slot. */
export const ZRemoteManifest = z.partialRecord(z.enum(REMOTE_NAMES), z.string().min(1));
export type RemoteManifest = z.infer<typeof ZRemoteManifest>;

/** Which remote owns which URLs: everything at or under each prefix (case-insensitive). The rest is the shell's. */
export const REMOTE_PREFIXES: readonly (readonly [prefix: string, remote: RemoteName])[] = [
  ["/gallery", "gallery"],
  ["/shop", "shop"],
  ["/product", "shop"],
  ["/checkout", "checkout"],
  ["/order-confirmation", "checkout"],
  ["/contact", "contact"],
  ["/newsletter", "contact"],
  ["/admin", "admin"],
];

export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  const hit = REMOTE_PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return hit ? hit[1] : null;
}
