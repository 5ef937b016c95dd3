import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { clearCart } from "../src/cart-store.ts";

// findBy*/waitFor give up after 1 s by default. A screen that loads lazily (the admin remote's screens) can take
// longer on its first import while both cores run test files: that flaked orders.test.tsx once under full load.
// They still return as soon as the element is there, so passing tests take no longer.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no ResizeObserver; charts (the admin dashboard's Recharts) measure their box with one. Without layout
// their box is 0 wide, so they draw nothing: tests read the figures from the text and tables beside them.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  clearCart();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
