import { expect, openLivePage, signIn, test } from "./fixtures.ts";
import sharp from "sharp";

type Product = { id: number; title: string; artworkId: number | null; type: string; stock: number };

test("the owner uploads an artwork and it appears in an open gallery tab without reload", async ({ page, context }) => {
  const visitor = await openLivePage(context, "/gallery?category=imaginative-realism");
  await expect(visitor.getByRole("main").getByText("The Tide Keeper").first()).toBeVisible();
  await visitor.evaluate(() => ((window as unknown as { marker: string }).marker = "still here"));

  await signIn(page);
  await page.goto("/admin/upload");

  const title = `Harbour at First Light ${Date.now()}`;
  const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#33658a" } }).png().toBuffer();
  await page.getByLabel("Image file").setInputFiles({ name: "harbour.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img").first()).toBeVisible();
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await page.getByLabel("Category").fill("imaginative-realism");
  await page.getByLabel("Medium").fill("Oil on linen");
  await page.getByLabel("Year").fill("2026");
  await page.getByRole("button", { name: "Add artwork" }).click();

  await expect(visitor.getByRole("main").getByText(title)).toBeVisible({ timeout: 10_000 });
  expect(await visitor.evaluate(() => (window as unknown as { marker: string }).marker)).toBe("still here");
});

test("the artwork dialog opens from the grid and its full-size view zooms", async ({ page }) => {
  await page.goto("/gallery");
  await page.getByRole("main").getByRole("link", { name: "The Tide Keeper" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "The Tide Keeper" })).toBeVisible();
  await expect(dialog.getByText("Available", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "View full size" }).click();
  const toolbar = page.getByRole("toolbar", { name: "Zoom" });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole("button", { name: "Zoom in" }).click();
  await page.keyboard.press("Escape");
  await expect(toolbar).toBeHidden();
  await expect(dialog).toBeVisible();
});

test("shop: an artwork with exactly one product redirects to it; tabs filter by type", async ({ page, request }) => {
  const products: Product[] = await (await request.get("/api/products")).json();
  const byArtwork = new Map<number, Product[]>();
  for (const p of products) if (p.artworkId) byArtwork.set(p.artworkId, [...(byArtwork.get(p.artworkId) ?? []), p]);
  const [artworkId, [only]] = [...byArtwork].find(([, list]) => list.length === 1)!;
  await page.goto(`/shop?artwork=${artworkId}`);
  await expect(page).toHaveURL(new RegExp(`/shop/product/${only.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: only.title })).toBeVisible();

  await page.goto("/shop");
  await page.getByRole("tab", { name: "Merchandise" }).click();
  await expect(page).toHaveURL(/tab=merchandise/);
  const main = page.getByRole("main");
  for (const p of products.filter((x) => x.type === "merchandise")) await expect(main.getByText(p.title)).toBeVisible();
  await expect(main.getByText("The Tide Keeper — Canvas Print")).toBeHidden();
});

test("product page: quantity stays within 1..stock, originals have no picker, sold out cannot be added", async ({ page, request }) => {
  const products: Product[] = await (await request.get("/api/products")).json();
  const print = products.find((p) => p.type === "prints")!;
  await page.goto(`/shop/product/${print.id}`);
  const minus = page.getByRole("button", { name: "Decrease quantity" });
  await expect(minus).toBeDisabled();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("2");
  await expect(minus).toBeEnabled();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("link", { name: /Cart, 2 items/ }).or(page.getByRole("button", { name: /Cart, 2 items/ }))).toBeVisible();

  const original = products.find((p) => p.type === "originals")!;
  await page.goto(`/shop/product/${original.id}`);
  await expect(page.getByRole("heading", { level: 1, name: original.title })).toBeVisible();
  await expect(page.getByLabel("Quantity", { exact: true })).toHaveCount(0);

  const soldOut = (await (await request.get("/api/products")).json() as Product[]).find((p) => p.stock === 0)!;
  await page.goto(`/shop/product/${soldOut.id}`);
  await expect(page.getByText("This product is currently out of stock.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sold Out" })).toBeDisabled();

  await page.goto("/shop/product/999999");
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  await expect(page.getByText("We couldn't find the product you're looking for.")).toBeVisible();
});
