import { Route, Routes } from "react-router";
import { NotFoundPage } from "@studio/sdk";
import { ContactPage } from "./contact-page.tsx";

/** The contact remote's routes (relative to "/": the remote owns its full paths). */
export default function App() {
  return (
    <Routes>
      <Route path="contact" element={<ContactPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
