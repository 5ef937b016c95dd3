import { describe, expect, it } from "vitest";
import { shippingCostCents } from "@studio/contracts";
import { EMPTY_CHECKOUT, validateCheckout } from "./checkout-form.ts";

const filled = {
  ...EMPTY_CHECKOUT, customerName: "Ada Collector", customerEmail: "ada@example.com", shippingStreetAddress: "1 Harbour Road",
  shippingCity: "Portland", shippingState: "ME", shippingZipCode: "04101", shippingZoneId: 2,
};

describe("checkout form", () => {
  it("an empty form names every required field with the spec's message", () => {
    expect(validateCheckout(EMPTY_CHECKOUT).errors).toEqual({
      customerName: "Name must be at least 2 characters", customerEmail: "Please enter a valid email address",
      shippingStreetAddress: "Street address is required", shippingCity: "City is required", shippingState: "State is required",
      shippingZipCode: "ZIP code is required", shippingZoneId: "Please select a shipping option",
    });
  });

  it("a filled form passes with the defaults for the optional fields", () => {
    const { data } = validateCheckout(filled);
    expect(data).toMatchObject({ customerName: "Ada Collector", country: "United States", billingSameAsShipping: true, shippingZoneId: 2, phone: "" });
  });

  it("billing state must be one of the 50 state codes when given", () => {
    expect(validateCheckout({ ...filled, billingSameAsShipping: false, billingState: "ZZ" }).errors).toHaveProperty("billingState");
    expect(validateCheckout({ ...filled, billingSameAsShipping: false, billingState: "WA" }).data?.billingState).toBe("WA");
  });

  it("shipping: base rate plus the additional-item rate per further item", () => {
    const zone = { baseRateCents: 1000, additionalItemRateCents: 250 };
    expect([shippingCostCents(zone, 0), shippingCostCents(zone, 1), shippingCostCents(zone, 3), shippingCostCents(undefined, 3)]).toEqual([0, 1000, 1500, 0]);
  });
});
