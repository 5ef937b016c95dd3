/** Reordering, kept pure: the screens hold a list and send the whole list of ids on "Save order". */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const moveUp = <T,>(list: readonly T[], index: number): T[] => moveItem(list, index, index - 1);
export const moveDown = <T,>(list: readonly T[], index: number): T[] => moveItem(list, index, index + 1);

/** Whether two id lists are in the same order (an unsaved order differs from the server's). */
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Items arranged by a list of ids; items missing from it keep their place at the end. */
export function arrange<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const known = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const rest = items.filter((item) => !ids.includes(item.id));
  return [...known, ...rest];
}
