import { webTestConfig } from "../sdk/build/vitest-config.ts";

export default webTestConfig("shell", import.meta.dirname);
