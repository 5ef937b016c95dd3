import { createContext, lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent } from "react";
import type { RemoteName } from "@studio/contracts";
import { PageReady } from "../page-ready.tsx";
import { loadRemoteApp } from "./load-remote.ts";
import { RemoteErrorBoundary } from "./remote-error-boundary.tsx";
import { RemoteLoading } from "./remote-loading.tsx";
import { RemoteUnavailable } from "./remote-unavailable.tsx";

const lazies = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

/**
 * The server renders remotes from their sources (shell/src/server/render.tsx). In the browser this is empty: the
 * remote loads through federation while React keeps the server's HTML of the slot, then hydrates it.
 */
export const ServerRemotesContext = createContext<Partial<Record<RemoteName, ComponentType>>>({});

/** One lazy component per remote for the page's lifetime; `retry` replaces a failed one. */
function lazyRemote(name: RemoteName, retry: boolean): LazyExoticComponent<ComponentType> {
  let component = lazies.get(name);
  if (!component || retry) {
    component = lazy(async () => ({ default: await loadRemoteApp(name, retry) }));
    lazies.set(name, component);
  }
  return component;
}

/**
 * Where a remote renders: a loading state, then the remote's ./App, or a friendly
 * fallback if it fails to load or crashes. Mount it with `key={name}`.
 */
export function RemoteSlot({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const serverApp = useContext(ServerRemotesContext)[name];
  const [RemoteApp, setRemoteApp] = useState(() => serverApp ?? lazyRemote(name, false));

  const retry = () => {
    setRemoteApp(() => lazyRemote(name, true));
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      resetKey={String(attempt)}
      onRetry={retry}
      fallback={(reset) => (
        <>
          <RemoteUnavailable onRetry={reset} />
          <PageReady />
        </>
      )}
    >
      <Suspense fallback={<RemoteLoading name={name} />}>
        <RemoteApp />
        <PageReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
