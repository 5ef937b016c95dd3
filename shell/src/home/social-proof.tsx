import { useEffect, useState } from "react";
import { SOCIAL_PROOF_REFRESH_MS, socialProof, type SocialProofStats } from "./samples.ts";
import * as s from "./home.css.ts";

const STAT_LABELS: [keyof SocialProofStats, string][] = [
  ["totalSales", "Works sold"],
  ["uniqueVisitors", "Visitors"],
  ["satisfiedCustomers", "Happy collectors"],
  ["activeCollectors", "Returning collectors"],
];
const TYPE_LABELS = { original: "Original", print: "Print", merchandise: "Merchandise" } as const;

/** Refreshes the sample every 5 minutes (spec section 9); no network call. */
function useSocialProof() {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), SOCIAL_PROOF_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return socialProof(tick);
}

/** Studio figures and recent purchases (shown when social_proof_enabled is 'true'). */
export function SocialProof() {
  const { stats, recentPurchases } = useSocialProof();
  return (
    <section className={s.section} aria-labelledby="social-proof-heading">
      <header className={s.sectionHeader}>
        <h2 id="social-proof-heading" className={s.sectionTitle}>Collected Around the World</h2>
      </header>
      <div className={s.proof}>
        <dl className={s.stats}>
          {STAT_LABELS.map(([key, label]) => (
            <div key={key} className={s.stat}>
              <dt className={s.statLabel}>{label}</dt>
              <dd className={s.statValue}>{stats[key].toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className={s.recentTitle}>Recently collected</h3>
          <ul className={s.recent}>
            {recentPurchases.map((p) => (
              <li key={p.id} className={s.recentItem}>
                <span className={s.recentWork}>{p.productTitle}</span>
                <span className={s.recentMeta}>{TYPE_LABELS[p.type]} · {p.customerLocation} · {p.timeAgo}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
