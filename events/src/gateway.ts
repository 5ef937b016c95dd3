import type { Bus, Subscription } from "./bus.ts";
import { toInvalidation } from "./invalidation.ts";

export interface Gateway {
  /** Hands a browser socket to the gateway; it receives every invalidation from now on. */
  attach(socket: WebSocket): void;
  readonly clients: number;
  stop(): Promise<void>;
}

/** Fans bus events out to every connected /ws client as cache_invalidation messages. */
export async function startGateway(bus: Bus, onError: (msg: string, ctx: Record<string, unknown>) => void): Promise<Gateway> {
  const sockets = new Set<WebSocket>();
  const sub: Subscription = await bus.subscribe((event) => {
    const text = JSON.stringify(toInvalidation(event));
    for (const ws of sockets) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      try {
        ws.send(text);
      } catch (err) {
        onError("ws send failed", { err: String(err) });
      }
    }
  });
  return {
    attach(ws) {
      sockets.add(ws);
      ws.addEventListener("close", () => sockets.delete(ws));
      ws.addEventListener("error", () => sockets.delete(ws));
    },
    get clients() {
      return sockets.size;
    },
    async stop() {
      await sub.stop();
      for (const ws of sockets) ws.close(1001, "server shutting down");
      sockets.clear();
    },
  };
}
