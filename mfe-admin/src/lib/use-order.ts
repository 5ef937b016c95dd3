import { useState } from "react";
import { arrange, moveItem, sameOrder } from "./reorder.ts";

/** A list's order as the owner arranges it before "Save order"; it follows the server's until the first move. */
export function useOrder<T extends { id: number; displayOrder: number }>(items: readonly T[] | undefined) {
  const server = [...(items ?? [])].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  const [ids, setIds] = useState<number[] | null>(null);
  const ordered = ids ? arrange(server, ids) : server;
  const orderedIds = ordered.map((item) => item.id);
  return {
    ordered,
    ids: orderedIds,
    dirty: !sameOrder(orderedIds, server.map((item) => item.id)),
    move: (from: number, to: number) => setIds(moveItem(orderedIds, from, to)),
    reset: () => setIds(null),
  };
}
