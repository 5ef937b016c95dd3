import { webTestConfig } from "../sdk/build/vitest-config.ts";

export default webTestConfig("admin", import.meta.dirname);
