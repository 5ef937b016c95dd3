import { remoteForPath } from "@studio/contracts";

/**
 * Which remote owns which URLs (the table lives in contracts, so the server can preload the same remote). A
 * remote owns everything under its prefixes and routes it itself, so it can add screens without a shell release.
 */
export const remoteFor = remoteForPath;
