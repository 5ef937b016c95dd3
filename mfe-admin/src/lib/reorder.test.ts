import { describe, expect, it } from "vitest";
import { arrange, moveDown, moveItem, moveUp, sameOrder } from "./reorder.ts";

describe("reorder", () => {
  const list = [1, 2, 3, 4];

  it("moveUp and moveDown swap with the neighbour", () => {
    expect(moveUp(list, 2)).toEqual([1, 3, 2, 4]);
    expect(moveDown(list, 0)).toEqual([2, 1, 3, 4]);
  });

  it("moving past either end leaves the order as it was", () => {
    expect(moveUp(list, 0)).toEqual([1, 2, 3, 4]);
    expect(moveDown(list, 3)).toEqual([1, 2, 3, 4]);
  });

  it("a drag moves an item to the dropped index, shifting the others", () => {
    expect(moveItem(list, 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveItem(list, 3, 1)).toEqual([1, 4, 2, 3]);
    expect(moveItem(list, 1, 1)).toEqual([1, 2, 3, 4]);
    expect(moveItem(list, 5, 0)).toEqual([1, 2, 3, 4]);
  });

  it("never changes the list it was given", () => {
    moveItem(list, 0, 3);
    expect(list).toEqual([1, 2, 3, 4]);
  });

  it("sameOrder compares positions", () => {
    expect(sameOrder([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(sameOrder([1, 3, 2], [1, 2, 3])).toBe(false);
    expect(sameOrder([1, 2], [1, 2, 3])).toBe(false);
  });

  it("arrange follows the saved ids and keeps new items at the end", () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(arrange(items, [3, 1, 9, 2]).map((i) => i.id)).toEqual([3, 1, 2, 4]);
  });
});
