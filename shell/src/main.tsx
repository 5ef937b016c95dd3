import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { startLiveRefresh, StudioSWRProvider } from "@studio/sdk";
import { App } from "./app.tsx";

startLiveRefresh();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <StudioSWRProvider>
        <App />
      </StudioSWRProvider>
    </BrowserRouter>
  </StrictMode>,
);
