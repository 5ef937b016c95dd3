import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { startLiveRefresh, StudioSWRProvider } from "@studio/sdk";
import App from "./App.tsx";

startLiveRefresh();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <StudioSWRProvider>
        <main>
          <App />
        </main>
      </StudioSWRProvider>
    </BrowserRouter>
  </StrictMode>,
);
