import { generate, generateSecret, verify } from "otplib";

const PERIOD = 30;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${PERIOD}`;
}

/**
 * The time step a 6-digit code belongs to, checking the current step and one either side (clock drift), or null.
 * Steps at or before `afterStep` (already used) never match, so a code works once.
 */
export async function matchTotp(secret: string, token: string, afterStep: number | null, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  const current = Math.floor(now / 1000 / PERIOD);
  for (const step of [current - 1, current, current + 1]) {
    if (afterStep !== null && step <= afterStep) continue;
    if ((await verify({ secret, token, epoch: step * PERIOD })).valid) return step;
  }
  return null;
}

/** The code for a moment (tests and the e2e use it like an authenticator app). */
export const totpCode = (secret: string, now = Date.now()) => generate({ secret, epoch: Math.floor(now / 1000) });
