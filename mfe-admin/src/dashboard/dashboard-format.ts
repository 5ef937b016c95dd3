/** How the dashboard writes its figures (en-US, like every amount of the site). */

const counts = new Intl.NumberFormat("en-US");

export const formatCount = (n: number) => counts.format(n);

/** 0 -> "0s", 44 -> "44s", 95 -> "1m 35s", 3725 -> "1h 2m"; null (nothing reported) -> "—". */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2026-03-02" -> "Mar 2" (a calendar day: no time zone shift). */
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
/** "2026-03-02" -> "March 2, 2026". */
export const formatLongDay = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

/** A chart point's label: the day, or "Week of Mar 2". */
export const formatBucket = (date: string, bucket: "day" | "week") => (bucket === "week" ? `Week of ${formatDay(date)}` : formatLongDay(date));

const DEVICE_LABELS: Record<string, string> = { desktop: "Desktop", mobile: "Phone", tablet: "Tablet" };
export const deviceLabel = (name: string) => DEVICE_LABELS[name] ?? name;

const regions = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "region" }) : null;
/** "PT" -> "Portugal". */
export function countryLabel(code: string): string {
  try {
    return regions?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A path as the owner reads it: "/" is the home page. */
export const pageLabel = (path: string) => (path === "/" ? "Home (/)" : path);
