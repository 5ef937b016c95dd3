import { webTestConfig } from "../sdk/build/vitest-config.ts";

export default webTestConfig("gallery", import.meta.dirname);
