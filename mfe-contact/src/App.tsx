import { Route, Routes } from "react-router";
import { NotFoundPage } from "@studio/sdk";
import { ContactPage } from "./contact-page.tsx";
import { ConfirmSubscriptionPage, UnsubscribePage } from "./newsletter-pages.tsx";

/** The contact remote's routes (relative to "/": the remote owns its full paths). */
export default function App() {
  return (
    <Routes>
      <Route path="contact" element={<ContactPage />} />
      <Route path="newsletter/confirm" element={<ConfirmSubscriptionPage />} />
      <Route path="newsletter/unsubscribe" element={<UnsubscribePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
