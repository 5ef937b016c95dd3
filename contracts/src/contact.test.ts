import { describe, expect, it } from "vitest";
import {
  COMMISSION_TRANSITIONS, FALLBACK_MULTIPLIERS, ZCommissionRequestInput, ZContactMessageInput, dimensionsText, estimateCents,
  parseDimension,
} from "./contact.ts";

const STORED = { paintingMultiplier: 2.5, muralMultiplier: 45 };

describe("commission estimate (spec sections 4 and 9)", () => {
  it("is height × width × the type's multiplier, in cents", () => {
    expect(estimateCents("paintings", "24", "36", STORED)).toBe(216_000); // 864 sq in × $2.50
    expect(estimateCents("murals", "8", "12", STORED)).toBe(432_000); // 96 sq ft × $45
    expect(estimateCents("paintings", 10, 10, FALLBACK_MULTIPLIERS)).toBe(50_000); // $5 per square inch
    expect(estimateCents("murals", 10, 10, FALLBACK_MULTIPLIERS)).toBe(100_000); // $10 per square foot
  });

  it("keeps fractions exact to the cent", () => {
    expect(estimateCents("paintings", "8.5", "11", STORED)).toBe(23_375);
    expect(estimateCents("murals", ".5", "3", { paintingMultiplier: 1, muralMultiplier: 33.33 })).toBe(5_000);
  });

  it("is cleared unless both numbers parse above 0", () => {
    for (const [h, w] of [["", "10"], ["10", ""], ["0", "10"], ["10", "-2"], ["abc", "10"], ["1e3", "2"], ["10 in", "2"], [" ", " "]]) {
      expect(estimateCents("paintings", h, w, STORED), `${h} × ${w}`).toBeNull();
    }
    expect(estimateCents("paintings", null, 3, STORED)).toBeNull();
  });

  it("reads dimensions as plain positive numbers up to 10,000", () => {
    expect(parseDimension(" 12.5 ")).toBe(12.5);
    expect(parseDimension("0.1")).toBe(0.1);
    expect(parseDimension("10001")).toBeNull();
    expect(parseDimension("Infinity")).toBeNull();
    expect(dimensionsText("paintings", 24, 36)).toBe("24 × 36 in");
    expect(dimensionsText("murals", 8.5, 12)).toBe("8.5 × 12 ft");
  });
});

describe("contact and commission validation (spec section 5)", () => {
  it("names each field's problem with the spec's texts", () => {
    const result = ZContactMessageInput.safeParse({ name: "", email: "a@", subject: "", message: "123456789" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: "Name is required", email: "Please enter a valid email address", subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
  });

  it("accepts the spec's commission payload and trims", () => {
    const parsed = ZCommissionRequestInput.parse({
      customerName: " Ada ", customerEmail: "ada@example.com", subject: "Harbour", message: "A calm harbour scene.",
      location: "", dimensions: "24 × 36", estimatedPrice: 2160, categoryId: 1, subscribeToNewsletter: false,
    });
    expect(parsed.customerName).toBe("Ada");
    expect(parsed.commissionType).toBe("paintings");
  });

  it("lets every open status reach declined and nothing leave completed or declined", () => {
    expect(COMMISSION_TRANSITIONS.pending).toEqual(["quoted", "declined"]);
    expect(COMMISSION_TRANSITIONS.in_progress).toEqual(["completed", "declined"]);
    expect(COMMISSION_TRANSITIONS.completed).toEqual([]);
    expect(COMMISSION_TRANSITIONS.declined).toEqual([]);
  });
});
