import { Route, Routes } from "react-router";
import { NotFoundPage } from "@studio/sdk";
import { GalleryPage } from "./gallery-page.tsx";

/** The gallery remote's routes (relative to "/": the remote owns its full paths). */
export default function App() {
  return (
    <Routes>
      <Route path="gallery" element={<GalleryPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
