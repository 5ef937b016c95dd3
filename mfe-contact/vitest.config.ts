import { webTestConfig } from "../sdk/build/vitest-config.ts";

export default webTestConfig("contact", import.meta.dirname);
