import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({ display: "grid", gap: vars.space["10"] });

export const section = style({ display: "grid", gap: vars.space["5"], minWidth: 0 });

export const sectionHeader = style({
  display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: vars.space["3"],
  borderBottom: vars.border.hairline, paddingBottom: vars.space["3"],
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

/** Figures in a row: two columns on phones, up to four on wide screens. */
export const tiles = style({
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  margin: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

/** The white box every figure and panel sits in. */
const box = style({
  display: "grid",
  alignContent: "start",
  padding: vars.space["5"],
  background: vars.color.surface,
  border: vars.border.hairline,
  minWidth: 0,
});

export const tile = style([box, { gap: vars.space["1"] }]);

export const tileLabel = style({
  gridRow: 1,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
});

export const tileValue = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize["2xl"],
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: "tabular-nums",
});

export const tileDetail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const attentionTile = style([tile, {
  textDecoration: "none",
  color: "inherit",
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { "&:hover": { borderColor: vars.color.borderStrong }, "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" } },
}]);

export const attentionHot = style({ borderLeft: `3px solid ${vars.color.accent}` });

export const rangeBar = style({
  display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space["4"],
  padding: vars.space["4"], background: vars.color.surfaceSunken,
});

export const presets = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const customRange = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space["3"] });

export const dateField = style({ width: "10.5rem" });

export const panel = style([box, { gap: vars.space["4"] }]);

export const panelTitle = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const chart = style({ width: "100%", height: "17rem", minWidth: 0 });

export const smallChart = style({ width: "100%", height: "11rem", minWidth: 0 });

export const columns = style({
  display: "grid", gap: vars.space["5"],
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const thirds = style({
  display: "grid", gap: vars.space["5"],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [media.xl]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

/** A ranked list: name, a bar showing its share, the figure. */
export const ranked = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"] });

export const rankedRow = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  columnGap: vars.space["3"],
  rowGap: vars.space["1"],
  fontSize: vars.fontSize.sm,
});

export const rankedName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const rankedValue = style({ fontVariantNumeric: "tabular-nums", color: vars.color.textMuted });

export const bar = style({ gridColumn: "1 / -1", height: "4px", background: vars.color.surfaceSunken });

export const barFill = style({ height: "100%", background: vars.color.accent });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: "left", fontWeight: vars.fontWeight.medium, color: vars.color.textMuted,
  padding: `${vars.space["2"]} ${vars.space["2"]} ${vars.space["2"]} 0`, borderBottom: vars.border.hairline,
});

export const td = style({ padding: `${vars.space["2"]} ${vars.space["2"]} ${vars.space["2"]} 0`, borderBottom: vars.border.hairline, verticalAlign: "top" });

/** A table's first column: long paths break anywhere rather than widen the table. */
export const nameCell = style({ overflowWrap: "anywhere" });

export const num = style({ textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const legend = style({ display: "flex", flexWrap: "wrap", gap: vars.space["4"], margin: 0, padding: 0, listStyle: "none", fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const swatch = style({ display: "inline-block", width: "0.75rem", height: "0.75rem", marginRight: vars.space["2"], verticalAlign: "-1px" });

/** A section scrolled to by address: clear of the site's sticky header. */
export const anchored = style({ scrollMarginTop: "6rem" });
