import type { Page } from "@playwright/test";
import { expect, openPage, signIn, test } from "./fixtures.ts";

const run = Date.now().toString(36);

/** The text of the newest mail in the mail log whose subject matches. */
async function mailText(page: Page, subject: string | RegExp): Promise<string> {
  await page.goto("/admin/mail-log");
  await page.getByRole("button", { name: subject }).first().click();
  const text = (await page.getByLabel("Mail text").textContent()) ?? "";
  await page.keyboard.press("Escape");
  return text;
}

test("a visitor's message reaches the owner's inbox and she replies by email", async ({ page, browser }) => {
  const visitor = await openPage(await browser.newContext(), "/contact");
  const form = visitor.getByRole("form", { name: "Send a message" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Message must be at least 10 characters")).toBeVisible();
  await form.getByLabel(/^Name/).fill("Ada Collector");
  await form.getByLabel(/^Email/).fill(`ada-${run}@example.com`);
  await form.getByLabel(/^Subject/).fill(`Studio visit ${run}`);
  await form.getByLabel(/^Message/).fill("Could I visit the studio in April? I love the harbour series.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
  await expect(form.getByLabel(/^Subject/)).toHaveValue("");

  await signIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Inquiries" }).click();
  const row = page.getByRole("row", { name: new RegExp(`Studio visit ${run}`) });
  await expect(row.getByText("Unread")).toBeVisible();
  await row.getByRole("link", { name: `Studio visit ${run}` }).click();
  await expect(page.getByText("Could I visit the studio in April? I love the harbour series.")).toBeVisible();
  await page.getByLabel("Your reply").fill("Of course! Saturdays suit me best.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(`Reply sent to ada-${run}@example.com`)).toBeVisible();
  await expect(page.getByRole("article").getByText("Of course! Saturdays suit me best.")).toBeVisible();

  expect(await mailText(page, `New message from Ada Collector: Studio visit ${run}`)).toContain("Could I visit the studio in April?");
  const reply = await mailText(page, `Re: Studio visit ${run}`);
  expect(reply).toContain("Of course! Saturdays suit me best.");
  expect(reply).toContain("> Could I visit the studio in April?");
});

test("a commission request with its estimate reaches the owner, who quotes it", async ({ page, browser }) => {
  const visitor = await openPage(await browser.newContext(), "/contact");
  await visitor.getByRole("tab", { name: "Commission Request" }).click();
  const form = visitor.getByRole("form", { name: "Request a commission" });
  await expect(form.getByText("$2.50 per square inch", { exact: false })).toBeVisible();
  await form.getByLabel("Height (inches)").fill("24");
  await form.getByLabel("Width (inches)").fill("36");
  await expect(form.getByTestId("estimate")).toContainText("$2,160.00");
  await form.getByLabel(/^Name/).fill("Cal Buyer");
  await form.getByLabel(/^Email/).fill(`cal-${run}@example.com`);
  await form.getByLabel(/^Location/).fill("Portland, ME");
  await form.getByLabel(/^Subject/).fill(`Harbour ${run}`);
  await form.getByLabel(/^Describe your commission idea/).fill("A calm harbour in blues and greys for our hallway.");
  await form.getByRole("button", { name: "Submit Commission Request" }).click();
  await expect(visitor.getByText("Commission Request Submitted!")).toBeVisible();
  await expect(form.getByLabel("Height (inches)")).toHaveValue("");
  await expect(form.getByTestId("estimate")).toContainText("Enter the height and width");

  await signIn(page);
  await page.goto("/admin/commission-requests");
  const row = page.getByRole("row", { name: new RegExp(`Harbour ${run}`) });
  await expect(row).toContainText("$2,160.00");
  await expect(row).toContainText("24 × 36 in");
  await expect(row.getByText("Pending")).toBeVisible();
  await row.getByRole("button", { name: `Harbour ${run}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Portland, ME")).toBeVisible();
  await dialog.getByRole("button", { name: "Mark quoted" }).click();
  await expect(dialog.getByText("Enter the quoted price first").first()).toBeVisible();
  await dialog.getByLabel("Quoted price").fill("1950");
  await dialog.getByRole("button", { name: "Mark quoted" }).click();
  await expect(dialog.getByText("Quoted", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Mark accepted" })).toBeVisible();

  expect(await mailText(page, `Commission request from Cal Buyer: Harbour ${run}`)).toContain("Estimate shown: $2,160.00");
  expect(await mailText(page, "Thank you for your commission request")).toContain("within 2-3 business days");
});

test("a visitor subscribes and confirms from the link in the mail log", async ({ page, browser }) => {
  const email = `reader-${run}@example.com`;
  const visitor = await openPage(await browser.newContext(), "/contact");
  const signup = visitor.getByRole("form", { name: "Newsletter signup" });
  await signup.getByLabel("Email for the newsletter").fill(email);
  await signup.getByRole("button", { name: "Subscribe" }).click();
  await expect(visitor.getByText("Success!")).toBeVisible();
  await expect(visitor.getByText("Please check your inbox and confirm your subscription.", { exact: false })).toBeVisible();

  await signIn(page);
  await page.goto("/admin/subscribers");
  await page.getByLabel("Search by email").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row", { name: new RegExp(email) }).getByText("Not confirmed yet")).toBeVisible();

  const text = await mailText(page, /Please confirm your subscription/);
  const link = text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0];
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitor.getByRole("heading", { name: "You are subscribed" })).toBeVisible();

  await page.goto("/admin/subscribers");
  await page.getByLabel("Search by email").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row", { name: new RegExp(email) }).getByText("Subscribed")).toBeVisible();
});
