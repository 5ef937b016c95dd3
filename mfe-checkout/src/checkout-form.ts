import { ZCheckoutForm, type CheckoutForm } from "@studio/contracts";

/** What the Information step's inputs hold (all text; the zone is chosen from a list). */
export interface CheckoutFields {
  customerName: string;
  customerEmail: string;
  phone: string;
  shippingStreetAddress: string;
  shippingApartment: string;
  shippingCity: string;
  shippingState: string;
  shippingZipCode: string;
  country: string;
  billingSameAsShipping: boolean;
  billingStreetAddress: string;
  billingApartment: string;
  billingCity: string;
  billingState: string;
  billingZipCode: string;
  shippingZoneId: number | null;
  notes: string;
}

export const EMPTY_CHECKOUT: CheckoutFields = {
  customerName: "", customerEmail: "", phone: "", shippingStreetAddress: "", shippingApartment: "", shippingCity: "",
  shippingState: "", shippingZipCode: "", country: "United States", billingSameAsShipping: true, billingStreetAddress: "",
  billingApartment: "", billingCity: "", billingState: "", billingZipCode: "", shippingZoneId: null, notes: "",
};

export type CheckoutErrors = Partial<Record<keyof CheckoutFields, string>>;

/** Spec section 5 through the same schema the server uses: the form's data, or one message per field. */
export function validateCheckout(fields: CheckoutFields): { data: CheckoutForm; errors?: never } | { errors: CheckoutErrors; data?: never } {
  const result = ZCheckoutForm.safeParse({ ...fields, shippingZoneId: fields.shippingZoneId ?? undefined });
  if (result.success) return { data: result.data };
  const errors: CheckoutErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof CheckoutFields;
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** Spec section 9: buy now, pay later needs an order of at least $35.00. */
export const BNPL_MINIMUM_CENTS = 3500;
