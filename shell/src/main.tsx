import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { startLiveRefresh, StudioSWRProvider } from "@studio/sdk";
import { App } from "./app.tsx";
import { loadRemoteApp } from "./remotes/load-remote.ts";
import { remoteFor } from "./remotes/remote-routes.ts";

startLiveRefresh();

// Start fetching the landing URL's remote now, in parallel with React's first render,
// instead of after it (the slot's lazy load then finds it in the federation cache).
const landingRemote = remoteFor(window.location.pathname);
if (landingRemote) loadRemoteApp(landingRemote).catch(() => {}); // the slot reports failures

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <StudioSWRProvider>
        <App />
      </StudioSWRProvider>
    </BrowserRouter>
  </StrictMode>,
);
