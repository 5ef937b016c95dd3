import { type Bus, createMemoryBus, createNatsBus } from "@studio/events";
import type { Config } from "./config.ts";
import { log } from "./log.ts";

/** NATS JetStream when NATS_URL is set, otherwise the in-process bus. */
export async function openBus(config: Config, name: string): Promise<Bus> {
  if (!config.NATS_URL) {
    return createMemoryBus((err, event) => log.error("event handler failed", { type: event.type, id: event.id, err }));
  }
  return await createNatsBus({
    url: config.NATS_URL,
    stream: config.NATS_STREAM,
    name,
    onError: (msg, ctx) => log.error(msg, ctx),
  });
}
