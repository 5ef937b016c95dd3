/** Line icons (16 px grid, currentColor), decorative: the buttons carry the text. */
const paths = {
  previous: "M10 3.5 5.5 8l4.5 4.5",
  next: "M6 3.5 10.5 8 6 12.5",
  expand: "M9.5 2.5h4v4M13.5 2.5 9 7M6.5 13.5h-4v-4M2.5 13.5 7 9",
  plus: "M8 3v10M3 8h10",
  minus: "M3 8h10",
  fit: "M2.5 6V2.5H6M10 2.5h3.5V6M13.5 10v3.5H10M6 13.5H2.5V10",
  heart: "M8 13.5S2.5 10.2 2.5 6.2A2.8 2.8 0 0 1 8 4.9a2.8 2.8 0 0 1 5.5 1.3C13.5 10.2 8 13.5 8 13.5z",
  heartFilled: "M8 13.5S2.5 10.2 2.5 6.2A2.8 2.8 0 0 1 8 4.9a2.8 2.8 0 0 1 5.5 1.3C13.5 10.2 8 13.5 8 13.5z",
} as const;

const FILLED: ReadonlySet<IconName> = new Set(["heartFilled"]);

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill={FILLED.has(name) ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
