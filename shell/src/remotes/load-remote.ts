import type { ComponentType } from "react";
import { loadRemote, registerRemotes } from "@module-federation/runtime";
import { ZRemoteManifest, type RemoteManifest, type RemoteName } from "@studio/contracts";
import { api } from "@studio/sdk";

/** Runtime manifest: where each remote's entry lives right now (served by the server). */
export const MANIFEST_URL = "/remotes.json";

let manifest: Promise<RemoteManifest> | null = null;
const registered = new Map<RemoteName, string>();

function loadManifest(): Promise<RemoteManifest> {
  manifest ??= api.get(MANIFEST_URL, ZRemoteManifest).catch((error: unknown) => {
    manifest = null; // a later retry asks again
    throw error;
  });
  return manifest;
}

type RemoteModule = { default: ComponentType };

/**
 * Load a remote's exposed ./App through the Module Federation runtime.
 * `retry` re-registers the remote so a failed entry is fetched again.
 */
export async function loadRemoteApp(name: RemoteName, retry = false): Promise<ComponentType> {
  const entry = (await loadManifest())[name];
  if (!entry) throw new Error(`The remote "${name}" is not in ${MANIFEST_URL}`);
  if (retry || registered.get(name) !== entry) {
    registerRemotes([{ name, entry, type: "module" }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  const module = await loadRemote<RemoteModule>(`${name}/App`);
  if (!module?.default) throw new Error(`The remote "${name}" did not provide ./App`);
  return module.default;
}
