/** Vitest project config shared by the shell and the remotes (jsdom, vanilla-extract, React). */
import { resolve } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export function webTestConfig(name: string, root: string) {
  return defineConfig({
    root,
    plugins: [vanillaExtractPlugin(), react()],
    test: {
      name,
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: [resolve(import.meta.dirname, "vitest-setup.ts")],
      restoreMocks: true,
    },
  });
}
