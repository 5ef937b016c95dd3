import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

type Variant = { id: number; variantName: string; priceCents: number; stock: number };
type Product = { id: number; title: string; type: string; stock: number; artworkId: number | null; available: boolean; variants: Variant[] };

async function products(page: Page): Promise<Product[]> {
  return await (await page.request.get("/api/products")).json();
}

/** Originals still for sale; each test takes its own so the specs never compete for one. */
async function availableOriginals(page: Page): Promise<Product[]> {
  return (await products(page)).filter((p) => p.type === "originals" && p.stock > 0 && p.available);
}

async function fillInformation(page: Page) {
  await page.getByLabel("Full name").fill("Ada Collector");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Street address").fill("1 Harbour Road");
  await page.getByLabel("City").fill("Portland");
  await page.getByRole("textbox", { name: /^State/ }).fill("ME");
  await page.getByLabel("ZIP code").fill("04101");
  await page.getByRole("radio", { name: /^Standard/ }).check();
}

test("a shopper buys a print in a chosen size and an original with the test card, from gallery to confirmation", async ({ page }) => {
  const original = (await availableOriginals(page)).at(-1)!;
  const print = (await products(page)).find((p) => p.type === "prints" && p.variants.length > 1)!;
  const size = print.variants.filter((v) => v.stock > 0).at(-1)!;

  // Gallery -> the artwork's product page for the original.
  await page.goto(`/shop/product/${original.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${original.title} is held for you for 15 minutes.`)).toBeVisible();

  await page.goto(`/shop/product/${print.id}`);
  await page.locator("label", { hasText: size.variantName }).click();
  await expect(page.getByRole("radio", { name: new RegExp(size.variantName) })).toBeChecked();
  await page.getByRole("button", { name: "Add to Cart" }).click();

  await page.getByRole("button", { name: /Cart, 2 items/ }).click();
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByText(/Reserved for 1[45]:\d\d/)).toBeVisible();
  await drawer.getByRole("link", { name: "Proceed to Checkout" }).click();

  await expect(page.getByText("Original paintings are held for you for 15 minutes")).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please select a shipping option")).toBeVisible();
  await fillInformation(page);
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page.getByText("Test mode — no real charge.")).toBeVisible();
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/40");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Your card was declined.")).toBeVisible();

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation\?payment_status=succeeded&order_id=\d+$/);
  const details = page.getByRole("list", { name: "Items in your order" });
  await expect(details.getByText(`${original.title} × 1`)).toBeVisible();
  await expect(details.getByText(`(${size.variantName}) × 1`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next?" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Cart, 0 items/ })).toBeVisible();

  // The original is sold: its page says so and nobody can hold it any more.
  await page.goto(`/shop/product/${original.id}`);
  await expect(page.getByRole("button", { name: "Sold Out" })).toBeDisabled();
});

test("an original held by one shopper cannot be added by another", async ({ page, browser }) => {
  const original = (await availableOriginals(page))[0]!;
  await page.goto(`/shop/product/${original.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${original.title} is held for you for 15 minutes.`)).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`/shop/product/${original.id}`);
  await second.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await second.getByRole("button", { name: "Add to Cart" }).click();
  await expect(second.getByText("Not available right now")).toBeVisible();
  await expect(second.getByText(/Someone else has this original in their cart right now/)).toBeVisible();
  await expect(second.getByRole("button", { name: /Cart, 0 items/ })).toBeVisible();
  await other.close();

  // Clearing the first cart gives it back at once.
  await page.getByRole("button", { name: /Cart, 1 item/ }).click();
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect.poll(async () => (await page.request.post("/api/cart/reserve", {
    data: { productId: original.id, cartToken: "e2e-someone-else-0000000000000" },
  })).status()).toBe(200);
  await page.request.post("/api/cart/release-reservation", { data: { productId: original.id, cartToken: "e2e-someone-else-0000000000000" } });
});

test("when an original's 15 minutes run out the drawer removes it and shows 'Time Limit Expired'", async ({ page }) => {
  const original = (await availableOriginals(page))[1]!;
  await page.clock.install();
  await page.goto(`/shop/product/${original.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${original.title} is held for you for 15 minutes.`)).toBeVisible();
  await page.getByRole("button", { name: /Cart, 1 item/ }).click();
  await page.clock.fastForward("14:05");
  await expect(page.getByText(/^\d\d seconds left!$/)).toBeVisible();
  await page.clock.fastForward("01:00");
  const modal = page.getByRole("dialog", { name: "Time Limit Expired" });
  await expect(modal.getByText(original.title)).toBeVisible();
  await modal.getByRole("link", { name: "Return to Shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("button", { name: /Cart, 0 items/ })).toBeVisible();
});

test("the owner finds a new order in the admin, marks it shipped with a note, refunds a second one, and sees the mails", async ({ page }) => {
  // Two paid orders through the public API (the same calls the checkout makes).
  const print = (await products(page)).find((p) => p.type === "prints" && p.stock > 2 && p.variants.length === 0)
    ?? (await products(page)).find((p) => p.type === "merchandise" && p.stock > 2)!;
  const zones: { id: number }[] = await (await page.request.get("/api/shipping-zones/active")).json();
  const placed: number[] = [];
  for (const name of ["Hugo Shipwright", "Iris Refund"]) {
    const cartToken = `e2e-${name.split(" ")[0]}-${Date.now()}-abcdefghijkl`;
    const order = await (await page.request.post("/api/orders", { data: {
      customerName: name, customerEmail: "hugo@example.com", shippingStreetAddress: "3 Quay Lane", shippingCity: "Rockland",
      shippingState: "ME", shippingZipCode: "04841", shippingZoneId: zones[0]!.id, cartToken, cartItems: [{ productId: print.id, quantity: 1 }],
    } })).json();
    const intent = await (await page.request.post("/api/create-payment-intent", { data: { orderId: order.order.id, cartToken } })).json();
    await page.request.post("/api/payments/test/confirm", { data: { paymentIntentId: intent.paymentIntentId, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" } });
    placed.push(order.order.id);
  }

  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Search by order number, name or e-mail").fill("Hugo");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: `#${placed[0]}` }).click();

  await expect(page.getByRole("heading", { name: `Order #${placed[0]}` })).toBeVisible();
  await page.getByLabel(/Notes for the studio/).fill("Shipped with tracking 1Z999");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByText("Notes saved")).toBeVisible();
  await page.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByRole("button", { name: "Mark as delivered" })).toBeVisible();

  await page.goto(`/admin/orders/${placed[1]}`);
  await page.getByRole("button", { name: "Refund…" }).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Refund \$/ }).click();
  await expect(page.getByText(`Order #${placed[1]} refunded`)).toBeVisible();
  await expect(page.getByText("This order is closed.")).toBeVisible();

  // Without SMTP every mail is in the mail log: both confirmations, the refund notice, the studio's new-order notices.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Mail log" }).click();
  await page.getByLabel("Search by recipient or subject").fill("hugo@example.com");
  await page.getByRole("button", { name: "Search" }).click();
  for (const subject of [`Your order #${placed[0]} is confirmed`, `Your order #${placed[1]} is confirmed`, `Your order #${placed[1]} has been refunded`]) {
    await expect(page.getByRole("button", { name: subject })).toBeVisible();
  }
  await page.getByRole("button", { name: `Your order #${placed[0]} is confirmed` }).click();
  await expect(page.getByLabel("Mail text")).toContainText("Dear Hugo Shipwright,");
  await expect(page.getByRole("dialog")).toContainText("Logged only");
  await page.keyboard.press("Escape");
  await page.getByLabel("Search by recipient or subject").fill(`New order #${placed[0]}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`New order #${placed[0]} from Hugo Shipwright`) })).toContainText("studio@example.com");
});
