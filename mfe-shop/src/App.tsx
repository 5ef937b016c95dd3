import { Route, Routes } from "react-router";
import { NotFoundPage } from "@studio/sdk";
import { ProductPage } from "./product-page.tsx";
import { ShopPage } from "./shop-page.tsx";

/** The shop remote's routes (relative to "/": the remote owns its full paths). */
export default function App() {
  return (
    <Routes>
      <Route path="shop" element={<ShopPage />} />
      <Route path="shop/product/:id" element={<ProductPage />} />
      <Route path="product/:id" element={<ProductPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
