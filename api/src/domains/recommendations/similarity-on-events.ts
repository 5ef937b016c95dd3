import type { Bus, DomainEvent, Subscription } from "@studio/events";
import type { Sql } from "../../db/connect.ts";
import { computeAllSimilarity, computeSimilarity } from "./compute-similarity.ts";

/**
 * Keeps art_similarity current: a created or updated artwork (new image, category, medium, price) gets its rows
 * recomputed; an imported backup, the whole table. A deleted one loses them through the foreign keys. Safe to run twice
 * for the same event.
 */
export async function similarityForEvent(sql: Sql, event: DomainEvent, uploadsDir: string): Promise<void> {
  switch (event.type) {
    case "artwork.created":
    case "artwork.updated": {
      const { id } = event.data as DomainEvent<"artwork.updated">["data"];
      await computeSimilarity(sql, id, uploadsDir);
      return;
    }
    case "site.imported":
      await computeAllSimilarity(sql, uploadsDir);
      return;
  }
}

/**
 * The recommendations side of the domain: one durable subscriber ("recommender", shared by every API instance);
 * a failure is retried by the bus.
 */
export function subscribeRecommender(sql: Sql, bus: Bus, uploadsDir: string): Promise<Subscription> {
  return bus.subscribe((event) => similarityForEvent(sql, event, uploadsDir), { durable: "recommender" });
}
