import { defineConfig } from "vite";
import { shellViteConfig } from "../sdk/build/vite-config.ts";

export default defineConfig(shellViteConfig());
