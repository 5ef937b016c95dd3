import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from "react";
import type { RemoteName } from "@studio/contracts";
import { loadRemoteApp } from "./load-remote.ts";
import { RemoteErrorBoundary } from "./remote-error-boundary.tsx";
import { RemoteLoading } from "./remote-loading.tsx";
import { RemoteUnavailable } from "./remote-unavailable.tsx";

const lazies = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

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
  const [RemoteApp, setRemoteApp] = useState(() => lazyRemote(name, false));

  const retry = () => {
    setRemoteApp(() => lazyRemote(name, true));
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary resetKey={String(attempt)} onRetry={retry} fallback={(reset) => <RemoteUnavailable onRetry={reset} />}>
      <Suspense fallback={<RemoteLoading name={name} />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
