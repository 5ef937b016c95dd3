import { Route, Routes } from "react-router";
import { NotFoundPage } from "@studio/sdk";
import { CheckoutPage } from "./checkout-page.tsx";
import { OrderConfirmationPage } from "./order-confirmation-page.tsx";

/** The checkout remote's routes (relative to "/": the remote owns its full paths). */
export default function App() {
  return (
    <Routes>
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="order-confirmation" element={<OrderConfirmationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
