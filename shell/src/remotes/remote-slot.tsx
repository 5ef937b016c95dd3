import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from "react";
import type { RemoteName } from "@studio/contracts";
import { loadRemoteApp } from "./load-remote.ts";
import { RemoteErrorBoundary } from "./remote-error-boundary.tsx";
import { RemoteLoading } from "./remote-loading.tsx";
import { RemoteUnavailable } from "./remote-unavailable.tsx";

const lazies = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyRemote(name: RemoteName, retry: boolean): LazyExoticComponent<ComponentType> {
  let component = lazies.get(name);
  if (!component || retry) {
    component = lazy(async () => ({ default: await loadRemoteApp(name, retry) }));
    lazies.set(name, component);
  }
  return component;
}

/** Where a remote renders: loading state, then the remote, or a friendly fallback if it fails. */
export function RemoteSlot({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [RemoteApp, setRemoteApp] = useState(() => lazyRemote(name, false));
  const [shownFor, setShownFor] = useState(name);
  if (shownFor !== name) {
    setShownFor(name);
    setRemoteApp(() => lazyRemote(name, false));
  }

  const retry = () => {
    setAttempt(attempt + 1);
    setRemoteApp(() => lazyRemote(name, true));
  };

  return (
    <RemoteErrorBoundary
      resetKey={`${name}:${attempt}`}
      onRetry={retry}
      fallback={(reset) => <RemoteUnavailable onRetry={reset} />}
    >
      <Suspense fallback={<RemoteLoading name={name} />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
