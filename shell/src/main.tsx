import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { seedServerData, startLiveRefresh, StudioSWRProvider } from "@studio/sdk";
import { App } from "./app.tsx";
import { loadRemoteApp } from "./remotes/load-remote.ts";
import { remoteFor } from "./remotes/remote-routes.ts";

startLiveRefresh();

// Start fetching the landing URL's remote now, in parallel with React's first render,
// instead of after it (the slot's lazy load then finds it in the federation cache).
const landingRemote = remoteFor(window.location.pathname);
if (landingRemote) loadRemoteApp(landingRemote).catch(() => {}); // the slot reports failures

const tree = (
  <StrictMode>
    <BrowserRouter>
      <StudioSWRProvider>
        <App />
      </StudioSWRProvider>
    </BrowserRouter>
  </StrictMode>
);

// A server-rendered page carries the data it was rendered with: hydrate its HTML (the remote's part stays as the
// server sent it until the remote has loaded). Other pages (checkout, admin) render in the browser.
const root = document.getElementById("root")!;
if (seedServerData()) hydrateRoot(root, tree);
else createRoot(root).render(tree);
