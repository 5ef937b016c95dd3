import { Hono } from "hono";
import { upgradeWebSocket } from "hono/deno";
import type { Gateway } from "@studio/events";

/** GET /ws: a browser socket that receives cache_invalidation messages. Clients send nothing. */
export function wsRoutes(gateway: Gateway) {
  return new Hono().get(
    "/ws",
    upgradeWebSocket(() => ({
      onOpen: (_event, ws) => gateway.attach(ws.raw as WebSocket),
    })),
  );
}
