import type { SecretBox } from "../../secret-box.ts";

/**
 * The unsubscribe token of a subscriber: the id and the server's signature of it. Signed, not stored, so the same
 * link can be written into every newsletter and still cannot be guessed for someone else's address.
 */
export async function unsubscribeToken(box: SecretBox, subscriberId: number): Promise<string> {
  return `${subscriberId}.${await box.sign(`unsubscribe:${subscriberId}`)}`;
}

/** The subscriber id a token was made for, or null when it was not made by this server. */
export async function verifyUnsubscribeToken(box: SecretBox, token: string): Promise<number | null> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = await box.sign(`unsubscribe:${id}`);
  if (expected.length !== match[2].length) return null;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2].charCodeAt(i);
  return diff === 0 ? id : null;
}

/**
 * The page link for a mail's text and the RFC 8058 headers: a mail client's one-click unsubscribe POSTs
 * "List-Unsubscribe=One-Click" to the API address.
 */
export async function unsubscribeLinks(box: SecretBox, publicUrl: string, subscriberId: number) {
  const token = encodeURIComponent(await unsubscribeToken(box, subscriberId));
  return {
    pageUrl: `${publicUrl}/newsletter/unsubscribe?token=${token}`,
    headers: {
      "List-Unsubscribe": `<${publicUrl}/api/newsletter/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
