import { describe, expect, it } from "vitest";
import { addVariant, removeVariant, setDefaultVariant, updateVariant, variantInputs, variantRows } from "./variants.ts";

const defaults = (rows: { isDefault: boolean }[]) => rows.map((r) => r.isDefault);

describe("variant rows", () => {
  it("the first row added is the default; later rows are not", () => {
    const rows = addVariant(addVariant(addVariant([])));
    expect(defaults(rows)).toEqual([true, false, false]);
    expect(rows[1]).toMatchObject({ variantName: "", price: "", stock: "999", available: true });
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it("choosing a default clears the others: exactly one default", () => {
    const rows = addVariant(addVariant(addVariant([])));
    expect(defaults(setDefaultVariant(rows, rows[2].key))).toEqual([false, false, true]);
  });

  it("removing the default makes the first remaining row the default", () => {
    const three = addVariant(addVariant(addVariant([])));
    const secondIsDefault = setDefaultVariant(three, three[1].key);
    const afterRemovingDefault = removeVariant(secondIsDefault, three[1].key);
    expect(afterRemovingDefault.map((r) => r.key)).toEqual([three[0].key, three[2].key]);
    expect(defaults(afterRemovingDefault)).toEqual([true, false]);
    const afterRemovingOther = removeVariant(secondIsDefault, three[0].key);
    expect(afterRemovingOther.map((r) => r.key)).toEqual([three[1].key, three[2].key]);
    expect(defaults(afterRemovingOther)).toEqual([true, false]);
  });

  it("removing the last row leaves none", () => {
    const one = addVariant([]);
    expect(removeVariant(one, one[0].key)).toEqual([]);
  });

  it("stored variants keep their id; new ones are sent without one; prices in cents", () => {
    const stored = variantRows([
      { id: 7, variantName: "A4", priceCents: 4500, stock: 10, available: true, isDefault: false },
      { id: 8, variantName: "A3", priceCents: 6500, stock: 0, available: false, isDefault: false },
    ]);
    expect(defaults(stored)).toEqual([true, false]);
    const added = addVariant(stored);
    const named = updateVariant(added, added[2].key, { variantName: "A2", price: "89.90", stock: "" });
    expect(variantInputs(named)).toEqual([
      { id: 7, variantName: "A4", priceCents: 4500, stock: 10, available: true, isDefault: true },
      { id: 8, variantName: "A3", priceCents: 6500, stock: 0, available: false, isDefault: false },
      { variantName: "A2", priceCents: 8990, stock: 999, available: true, isDefault: false },
    ]);
  });
});
