import { defineConfig } from "vite";
import { shellSsrViteConfig } from "../sdk/build/vite-config.ts";

export default defineConfig(shellSsrViteConfig());
