import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const filters = style({ display: "grid", gap: vars.space["5"], marginBottom: vars.space["8"] });

/** One scrolling row on phones, wrapping rows from tablets up. */
export const chips = style({
  display: "flex",
  gap: vars.space["2"],
  overflowX: "auto",
  scrollbarWidth: "none",
  marginInline: `calc(${vars.space["1"]} * -1)`,
  padding: vars.space["1"],
  "@media": { [media.md]: { flexWrap: "wrap", overflowX: "visible" } },
});

export const chip = style({
  appearance: "none",
  minHeight: vars.size.controlSm,
  paddingInline: vars.space["4"],
  border: vars.border.hairline,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
  flexShrink: 0,
  cursor: "pointer",
  transition: `background-color ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.textInverse },
  },
});

/** Phones: price across, then count and sort; wider: count, price and sort on one line. */
export const toolbar = style({
  display: "grid",
  gridTemplateColumns: "1fr minmax(0, 11rem)",
  gridTemplateAreas: '"price price" "count sort"',
  gap: `${vars.space["4"]} ${vars.space["5"]}`,
  alignItems: "end",
  paddingBlock: vars.space["4"],
  borderBlock: vars.border.hairline,
  "@media": {
    [media.md]: { gridTemplateColumns: "1fr minmax(14rem, 18rem) 13rem", gridTemplateAreas: '"count price sort"' },
  },
});

export const count = style({
  gridArea: "count",
  alignSelf: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  "@media": { [media.md]: { alignSelf: "end", paddingBottom: vars.space["2"] } },
});

export const sort = style({ gridArea: "sort", minWidth: 0 });

export const price = style({ gridArea: "price", display: "grid", gap: vars.space["2"] });

export const priceHead = style({ display: "flex", justifyContent: "space-between", gap: vars.space["3"], fontSize: vars.fontSize.sm });

export const priceLabel = style({ fontWeight: vars.fontWeight.medium });

export const priceValue = style({ color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

const THUMB = "1.125rem";

export const track = style({
  position: "relative",
  height: vars.size.controlSm,
  selectors: {
    "&::before": {
      content: '""', position: "absolute", insetInline: 0, top: "50%", height: 2, marginTop: -1, background: vars.color.border,
    },
  },
});

export const trackFill = style({ position: "absolute", top: "50%", height: 2, marginTop: -1, background: vars.color.text });

export const rangeInput = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  background: "none",
  appearance: "none",
  pointerEvents: "none",
  selectors: { "&:focus-visible": { outline: "none" } },
});

const thumb = {
  appearance: "none",
  pointerEvents: "auto",
  width: THUMB,
  height: THUMB,
  borderRadius: "50%",
  background: vars.color.surface,
  border: `2px solid ${vars.color.text}`,
  cursor: "grab",
} as const;

globalStyle(`${rangeInput}::-webkit-slider-thumb`, thumb);
globalStyle(`${rangeInput}::-moz-range-thumb`, thumb);
globalStyle(`${rangeInput}::-webkit-slider-runnable-track`, { background: "none" });
globalStyle(`${rangeInput}:focus-visible::-webkit-slider-thumb`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 });
globalStyle(`${rangeInput}:focus-visible::-moz-range-thumb`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 });
