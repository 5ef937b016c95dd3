/**
 * Run one remote on its own (`npm run dev -w mfe-shop`): the same providers the
 * shell gives it (router, SWR, live refresh, toasts, design-system styles), without the shell.
 * Imported only by each remote's standalone entry, never by the shell.
 */
import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { Toaster, ToastProvider } from "@studio/design-system";
// Through the package name, so the standalone page uses the same (shared) sdk instance as the App.
import { startLiveRefresh, StudioSWRProvider } from "@studio/sdk";

/** `home` is where "/" leads, e.g. "/shop" (the remote owns its full paths). */
export function mountStandalone(App: ComponentType, home: string, element = document.getElementById("root")): void {
  if (!element) throw new Error("mountStandalone: no #root element");
  startLiveRefresh();
  createRoot(element).render(
    <StrictMode>
      <BrowserRouter>
        <StudioSWRProvider>
          <ToastProvider>
            <main>
              <Routes>
                <Route index element={<Navigate to={home} replace />} />
                <Route path="*" element={<App />} />
              </Routes>
            </main>
            <Toaster />
          </ToastProvider>
        </StudioSWRProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
