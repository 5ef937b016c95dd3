import type { PaymentProvider } from "./payment-provider.ts";
import { log } from "../../log.ts";

/**
 * The built-in provider used when no Stripe keys are set: "Test mode — no real charge". It accepts the usual test
 * card numbers and decides like a card network would; the order still goes through the same paid path as Stripe.
 */
export const TEST_CARDS: Record<string, string | null> = {
  "4242424242424242": null,
  "5555555555554444": null,
  "378282246310005": null,
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000000069": "Your card has expired.",
  "4000000000000127": "Your card's security code is incorrect.",
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The test network's answer for a card: null when it is charged, else the decline message. */
export function testCardDecision(card: { cardNumber: string; expiry: string }, now = new Date()): string | null {
  const digits = card.cardNumber.replace(/\D/g, "");
  if (digits.length < 12 || !luhn(digits)) return "Your card number is incorrect.";
  const [month, year] = card.expiry.split("/").map((p) => Number(p.trim()));
  const endOfMonth = new Date(Date.UTC(2000 + year, month, 1));
  if (endOfMonth <= now) return "Your card's expiration date is in the past.";
  return digits in TEST_CARDS ? TEST_CARDS[digits] : null;
}

const random = () => crypto.randomUUID().replaceAll("-", "");

export function createTestProvider(): PaymentProvider {
  return {
    name: "test",
    publishableKey: null,
    createPayment(order) {
      const paymentIntentId = order.existing ?? `test_pi_${order.id}_${random().slice(0, 16)}`;
      return Promise.resolve({ paymentIntentId, clientSecret: `${paymentIntentId}_secret_${random()}` });
    },
    // The test network answers at confirmation (pay-with-test-card.ts); asking later tells nothing new.
    getPayment: () => Promise.resolve({ status: "pending", amountCents: 0, orderId: null }),
    refund(paymentIntentId, idempotencyKey) {
      log.info("test provider refund (no real money moved)", { paymentIntentId, idempotencyKey });
      return Promise.resolve();
    },
  };
}
