import { describe, expect, it } from "vitest";
import { formatAmount, formatPrice } from "./format-price.ts";

describe("formatPrice", () => {
  it("formats dollars as USD en-US with 2 decimals", () => {
    expect(formatPrice(1250)).toBe("$1,250.00");
    expect(formatPrice(19.5)).toBe("$19.50");
    expect(formatPrice("45")).toBe("$45.00");
  });

  it("divides by 100 when the value is in cents", () => {
    expect(formatPrice(125000, { cents: true })).toBe("$1,250.00");
    expect(formatPrice(1999, { cents: true })).toBe("$19.99");
    expect(formatPrice(5, { cents: true })).toBe("$0.05");
  });

  it("missing, zero or non-numeric values give an empty string", () => {
    expect(formatPrice(0)).toBe("");
    expect(formatPrice(0, { cents: true })).toBe("");
    expect(formatPrice(null)).toBe("");
    expect(formatPrice(undefined)).toBe("");
    expect(formatPrice("")).toBe("");
    expect(formatPrice("abc")).toBe("");
  });

  it("formatAmount shows any amount in cents, zero included (totals, line sums)", () => {
    expect([formatAmount(0), formatAmount(5), formatAmount(123_456)]).toEqual(["$0.00", "$0.05", "$1,234.56"]);
  });
});
