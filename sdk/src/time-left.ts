/** "m:ss" for a hold's remaining time; under a minute, "N seconds left!" (spec section 4, Expiry). */
export function timeLeft(ms: number): { text: string; urgent: boolean } {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return { text: `${seconds} seconds left!`, urgent: true };
  return { text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`, urgent: false };
}

/** The checkout's compact form: "m:ss", under a minute "Ns left!" (spec section 2, Checkout). */
export function shortTimeLeft(ms: number): { text: string; urgent: boolean } {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return { text: `${seconds}s left!`, urgent: true };
  return timeLeft(ms);
}
