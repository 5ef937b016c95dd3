import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { clearCart } from "../src/cart-store.ts";

afterEach(() => {
  cleanup();
  clearCart();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
