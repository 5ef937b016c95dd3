import { mutate as globalMutate } from "swr";
import { keyMatches, ZCacheInvalidation } from "@studio/contracts";
import { isKeyMounted } from "./mounted-keys.ts";
import { dropServerData } from "./server-data.ts";

export const RECONNECT_MS = 3000;

type Mutate = typeof globalMutate;

export interface LiveRefreshOptions {
  /** Defaults to SWR's global mutate (the default cache every screen uses). */
  mutate?: Mutate;
  /** Defaults to ws(s)://<current host>/ws. */
  url?: string;
  WebSocket?: typeof WebSocket;
}

export function liveRefreshUrl(loc: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws`;
}

/**
 * Refresh every cached key equal to or starting with one of `invalidateKeys`:
 * keys a mounted screen reads are revalidated in place; the cached data of the
 * others is dropped so the next screen that needs them fetches it again.
 */
export async function invalidate(invalidateKeys: readonly string[], mutate: Mutate = globalMutate): Promise<void> {
  const matches = (key: unknown) => invalidateKeys.some((k) => keyMatches(key, k));
  dropServerData((key) => matches(key) && !isKeyMounted(key));
  await Promise.all([
    mutate((key) => matches(key) && isKeyMounted(key)),
    mutate((key) => matches(key) && !isKeyMounted(key), undefined),
  ]);
}

/** Handle one raw /ws message. Unparseable messages are only logged. */
export function handleLiveMessage(raw: unknown, mutate: Mutate = globalMutate): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    console.warn("[live-refresh] ignored an unparseable message", raw);
    return;
  }
  if ((parsed as { type?: unknown } | null)?.type !== "cache_invalidation") return;
  const message = ZCacheInvalidation.safeParse(parsed);
  if (!message.success) {
    console.warn("[live-refresh] ignored a malformed cache_invalidation message", raw);
    return;
  }
  void invalidate(message.data.data.invalidateKeys, mutate);
}

let stopCurrent: (() => void) | null = null;

/** `<html data-live="connected">` while the socket is open: for monitoring and for tests that wait for it. */
function markConnected(connected: boolean) {
  if (typeof document === "undefined") return;
  if (connected) document.documentElement.dataset.live = "connected";
  else delete document.documentElement.dataset.live;
}

/**
 * Open the /ws socket (once per page) and keep it open: reconnect 3000 ms after every close. Events sent while the
 * socket was down are lost, so after a reconnect every mounted key is revalidated and the rest of the cache dropped.
 * Returns a function that closes it for good.
 */
export function startLiveRefresh(options: LiveRefreshOptions = {}): () => void {
  if (stopCurrent) return stopCurrent;
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const url = options.url ?? liveRefreshUrl();
  const mutate = options.mutate ?? globalMutate;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let wasOpen = false;

  const connect = () => {
    socket = new Socket(url);
    socket.onopen = () => {
      markConnected(true);
      if (wasOpen) void invalidate(["/"], mutate); // every key is an API path
      wasOpen = true;
    };
    socket.onmessage = (event) => handleLiveMessage(event.data, mutate);
    socket.onclose = () => {
      socket = null;
      markConnected(false);
      if (!stopped) timer = setTimeout(connect, RECONNECT_MS);
    };
  };
  connect();

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
    stopCurrent = null;
  };
  stopCurrent = stop;
  return stop;
}
