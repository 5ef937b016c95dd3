import { webTestConfig } from "../sdk/build/vitest-config.ts";

export default webTestConfig("checkout", import.meta.dirname);
