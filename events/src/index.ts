export * from "./catalogue.ts";
export * from "./bus.ts";
export { createMemoryBus } from "./memory-bus.ts";
export { createNatsBus } from "./nats-bus.ts";
export { toInvalidation } from "./invalidation.ts";
export { startGateway, type Gateway } from "./gateway.ts";
