export * from "./catalog.ts";
export * from "./settings.ts";
export * from "./admin.ts";
export * from "./live.ts";
export * from "./remotes.ts";
export * from "./catalog-admin.ts";
export * from "./sales.ts";
