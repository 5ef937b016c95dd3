import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { expect, test } from "./fixtures.ts";
import { ADMIN } from "../playwright.config.ts";

/** A code as an authenticator app shows it, `ahead` 30-second steps from now (each code is accepted once). */
const codeFor = (secret: string, ahead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });
const step = () => Math.floor(Date.now() / 30_000);

async function credentials(page: Page, password = ADMIN.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test("the owner resets a forgotten password with the mailed code", async ({ page, browser }) => {
  // A visitor (another browser) asks for a code.
  const other = await browser.newContext();
  const forgot = await other.newPage();
  await forgot.goto("/admin/login");
  await forgot.getByRole("link", { name: "Forgot your password?" }).click();
  await forgot.getByLabel("Email").fill(ADMIN.email);
  await forgot.getByRole("button", { name: "Send code" }).click();
  await expect(forgot.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await forgot.getByRole("button", { name: "Reset password" }).click();
  await expect(forgot.getByText("Please enter the 6-digit code")).toBeVisible();

  // Without SMTP the code is in the mail log, which the owner reads here while still signed in elsewhere.
  await credentials(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/mail-log");
  await page.getByRole("button", { name: "Your password reset code" }).first().click();
  const code = (await page.getByLabel("Mail text").textContent())!.match(/\b(\d{6})\b/)![1];

  const temporary = "Temporary-pass-77";
  await forgot.getByLabel("Reset code").fill(code);
  await forgot.getByLabel(/^New password/).fill(temporary);
  await forgot.getByLabel("Confirm new password").fill("Something-else-1");
  await forgot.getByRole("button", { name: "Reset password" }).click();
  await expect(forgot.getByText("Passwords do not match")).toBeVisible();
  await forgot.getByLabel("Confirm new password").fill(temporary);
  await forgot.getByRole("button", { name: "Reset password" }).click();
  await expect(forgot.getByRole("heading", { name: "Password reset" })).toBeVisible();
  await forgot.getByRole("link", { name: "Return to login" }).click();
  await expect(forgot).toHaveURL(/\/admin\/login$/);
  await other.close();

  // Every session was signed out; the old password no longer works, the new one does.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await credentials(page);
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await credentials(page, temporary);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Back to the suite's password, through Account security.
  await page.goto("/admin/account-security");
  await page.getByLabel("Current password").fill(temporary);
  await page.getByLabel(/^New password/).fill(ADMIN.password);
  await page.getByLabel("Confirm new password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Every other session has been signed out.")).toBeVisible();
});

test("two-step sign-in: enrol with an authenticator, sign in with a code, remember the device, then turn it off", async ({ page }) => {
  test.setTimeout(120_000);
  await credentials(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account security" }).click();
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByAltText("QR code to scan with your authenticator app")).toBeVisible();
  const secret = (await page.getByLabel("Manual key").textContent())!.replaceAll(" ", "");
  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Invalid verification code").first()).toBeVisible();
  const enrolledAt = step();
  await page.getByLabel("Verification code").fill(await codeFor(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-step sign-in is on")).toBeVisible();

  await signOut(page);
  await credentials(page);
  await expect(page.getByRole("heading", { name: "Verification" })).toBeVisible();
  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Verification failed")).toBeVisible();
  await page.getByLabel("Verification code").fill(await codeFor(secret, enrolledAt + 1 - step())); // the next step's code
  await page.getByLabel("Remember this device for 30 days").check();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // This browser is trusted now: the password alone signs in.
  await signOut(page);
  await credentials(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/account-security");
  await expect(page.getByText("This device", { exact: true })).toBeVisible();

  // Turning it off needs the password and a fresh code (the step after the last one used).
  while (step() < enrolledAt + 1) await page.waitForTimeout(1000);
  await page.getByLabel("Your password").first().fill(ADMIN.password);
  await page.getByLabel("Verification code").fill(await codeFor(secret, enrolledAt + 2 - step()));
  await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
  await expect(page.getByText("Two-step sign-in is off")).toBeVisible();
  await page.goto("/admin/audit-log");
  await expect(page.getByRole("cell", { name: "Turned two-step sign-in off" })).toBeVisible();
});
