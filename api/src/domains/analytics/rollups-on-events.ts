import type { Bus, DomainEvent, Subscription } from "@studio/events";
import type { Sql } from "../../db/connect.ts";
import { syncRollups } from "./rollups.ts";

/**
 * The analytics side of the domain: a durable subscriber ("analytics", shared by every API instance) that rebuilds
 * the daily roll-ups when the owner changes the site's time zone. The server also syncs them once at start.
 */
export function subscribeAnalytics(sql: Sql, bus: Bus): Promise<Subscription> {
  return bus.subscribe(async (event: DomainEvent) => {
    if (event.type === "setting.updated" && (event as DomainEvent<"setting.updated">).data.key === "time_zone") await syncRollups(sql);
  }, { durable: "analytics" });
}
