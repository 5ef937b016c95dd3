import { Route, Routes } from "react-router";
import { GalleryPage } from "./gallery-page.tsx";

export default function App() {
  return (
    <Routes>
      <Route index element={<GalleryPage />} />
    </Routes>
  );
}
