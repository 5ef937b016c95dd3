import { z } from "zod";

export const REMOTE_NAMES = ["gallery", "shop", "checkout", "contact", "admin"] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** /remotes.json: where the shell finds each remote's entry at run time. A missing entry breaks only its slot. */
export const ZRemoteManifest = z.partialRecord(z.enum(REMOTE_NAMES), z.string().min(1));
export type RemoteManifest = z.infer<typeof ZRemoteManifest>;
