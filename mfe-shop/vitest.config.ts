import { webTestConfig } from "../sdk/build/vitest-config.ts";

export default webTestConfig("shop", import.meta.dirname);
