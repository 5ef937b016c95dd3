import { defineConfig } from "vite";
import { remoteViteConfig } from "../sdk/build/vite-config.ts";

export default defineConfig(({ command }) => remoteViteConfig("checkout", command));
