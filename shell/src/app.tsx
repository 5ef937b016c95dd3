import { Route, Routes } from "react-router";
import { RemoteSlot } from "./remotes/remote-slot.tsx";

export function App() {
  return (
    <Routes>
      <Route index element={<h1>Home</h1>} />
      <Route path="gallery/*" element={<RemoteSlot name="gallery" />} />
      <Route path="*" element={<h1>404 Page Not Found</h1>} />
    </Routes>
  );
}
