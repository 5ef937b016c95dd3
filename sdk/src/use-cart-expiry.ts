import { useEffect, useState } from "react";
import { releaseHold } from "./cart-holds.ts";
import { removeExpired } from "./cart-store.ts";

export const EXPIRY_CHECK_MS = 1000;

/**
 * While the drawer is open: every second, drop originals whose 15-minute hold ran out,
 * ask the server to release each one (failures are only logged), and report their titles.
 * Returns the current time so countdowns re-render each second.
 */
export function useCartExpiry(active: boolean, onExpired: (titles: string[]) => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const check = () => {
      const time = Date.now();
      setNow(time);
      const expired = removeExpired(time);
      if (!expired.length) return;
      for (const item of expired) releaseHold(item.id);
      onExpired(expired.map((item) => item.title));
    };
    check();
    const timer = setInterval(check, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [active, onExpired]);
  return now;
}
