import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, numberOr, optionalNumber } from "./money.ts";

describe("dollars and cents", () => {
  it("converts typed dollars to integer cents", () => {
    expect(dollarsToCents("12.50")).toBe(1250);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("4200")).toBe(420000);
    expect(dollarsToCents("$1,250.5")).toBe(125050);
    expect(dollarsToCents(" .5 ")).toBe(50);
    expect(dollarsToCents("0")).toBe(0);
  });

  it("empty is null; text is NaN; a fraction of a cent stays fractional; negatives stay negative", () => {
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents("  ")).toBeNull();
    expect(dollarsToCents("twelve")).toBeNaN();
    expect(dollarsToCents("1.2.3")).toBeNaN();
    expect(dollarsToCents("1.005")).toBeCloseTo(100.5, 6);
    expect(dollarsToCents("-3")).toBe(-300);
  });

  it("shows cents as dollars with two decimals", () => {
    expect(centsToDollars(1250)).toBe("12.50");
    expect(centsToDollars(420000)).toBe("4200.00");
    expect(centsToDollars(5)).toBe("0.05");
    expect(centsToDollars(null)).toBe("");
  });

  it("round-trips", () => {
    for (const cents of [0, 1, 99, 1999, 123456]) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });

  it("optional numbers", () => {
    expect(optionalNumber("")).toBeNull();
    expect(optionalNumber("2024")).toBe(2024);
    expect(optionalNumber("abc")).toBeNaN();
    expect(numberOr("", 999)).toBe(999);
    expect(numberOr("3", 999)).toBe(3);
  });
});
