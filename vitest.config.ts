import { defineConfig } from "vitest/config";

/** `npx vitest run` at the root runs every browser package's tests and the design system's. */
export default defineConfig({
  test: {
    projects: ["contracts", "sdk", "shell", "mfe-gallery", "mfe-shop", "mfe-checkout", "mfe-contact", "mfe-admin", "design-system"],
  },
});
