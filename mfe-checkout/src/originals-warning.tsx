import { shortTimeLeft, type CartItem } from "@studio/sdk";
import * as s from "./checkout.css.ts";

/** Spec section 2: when the cart holds originals, a warning with each one's countdown (red "Ns left!" under a minute). */
export function OriginalsWarning({ items, now }: { items: readonly CartItem[]; now: number }) {
  const originals = items.filter((item) => item.type === "originals" && item.expiresAt !== undefined);
  if (!originals.length) return null;
  return (
    <div className={s.warning} role="status">
      <p className={s.warningTitle}>Original paintings are held for you for 15 minutes</p>
      <p className={s.muted}>Complete your purchase before the time runs out, or they return to the shop for other collectors.</p>
      <ul className={s.holds}>
        {originals.map((item) => {
          const left = shortTimeLeft(item.expiresAt! - now);
          return (
            <li key={item.id}>
              {item.title}: <span className={left.urgent ? s.urgent : s.countdown}>{left.text}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
