/**
 * Built-in sample content of the home page (spec section 3: Testimonial, 4 hard-coded samples; Social proof, sample
 * data). The owner switches each block on or off in Site settings > Homepage; the admin help says they are samples.
 */

export interface Testimonial {
  id: number;
  name: string;
  location: string;
  /** 1 to 5 */
  rating: number;
  text: string;
  purchaseType: string;
  /** ISO date */
  date: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1, name: "Margaret H.", location: "Portland, OR", rating: 5, purchaseType: "Original painting", date: "2026-09-14",
    text: "The painting is even more luminous in person. It arrived beautifully packed, with a handwritten note about the place that inspired it.",
  },
  {
    id: 2, name: "David K.", location: "Austin, TX", rating: 5, purchaseType: "Framed print", date: "2026-08-02",
    text: "The colours of the print are true to the original and the frame is simple and well made. It is the first thing guests ask about.",
  },
  {
    id: 3, name: "Sofia R.", location: "Toronto, Canada", rating: 5, purchaseType: "Commission", date: "2026-06-21",
    text: "Commissioning a painting of our family's lake house was a joy. Every sketch was shared along the way and the result moved us to tears.",
  },
  {
    id: 4, name: "James T.", location: "Edinburgh, UK", rating: 5, purchaseType: "Canvas print", date: "2026-05-09",
    text: "Careful, personal service from the first message to delivery. The canvas is sturdy and the texture of the brushwork comes through.",
  },
];

export interface RecentPurchase {
  id: number;
  productTitle: string;
  customerLocation: string;
  timeAgo: string;
  type: "original" | "print" | "merchandise";
}

export interface SocialProofStats {
  totalSales: number;
  uniqueVisitors: number;
  satisfiedCustomers: number;
  activeCollectors: number;
}

const PURCHASES: readonly Omit<RecentPurchase, "timeAgo">[] = [
  { id: 1, productTitle: "Harbour at First Light", customerLocation: "Seattle, WA", type: "print" },
  { id: 2, productTitle: "The Orchard Keeper", customerLocation: "Brooklyn, NY", type: "original" },
  { id: 3, productTitle: "Studio tote bag", customerLocation: "Denver, CO", type: "merchandise" },
  { id: 4, productTitle: "Tide Keeper", customerLocation: "Bristol, UK", type: "print" },
  { id: 5, productTitle: "Lantern Room", customerLocation: "Melbourne, Australia", type: "print" },
  { id: 6, productTitle: "Salt Marsh, Evening", customerLocation: "Chicago, IL", type: "original" },
  { id: 7, productTitle: "Studio mug", customerLocation: "San Diego, CA", type: "merchandise" },
];
const TIMES = ["2 hours ago", "5 hours ago", "yesterday", "2 days ago"];

/** Spec section 9: social proof refreshes every 300000 ms (no network call: the sample rotates). */
export const SOCIAL_PROOF_REFRESH_MS = 300_000;

/** The sample as shown after `tick` refreshes: four recent purchases, rotating, and figures that grow a little. */
export function socialProof(tick: number): { recentPurchases: RecentPurchase[]; stats: SocialProofStats } {
  const recentPurchases = TIMES.map((timeAgo, i) => ({ ...PURCHASES[(tick + i) % PURCHASES.length], timeAgo }));
  return {
    recentPurchases,
    stats: { totalSales: 1240 + tick * 3, uniqueVisitors: 48_600 + tick * 57, satisfiedCustomers: 980 + tick * 2, activeCollectors: 312 + (tick % 5) },
  };
}
