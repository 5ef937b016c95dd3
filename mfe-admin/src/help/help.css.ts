import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

/** Reading width of the guides' text. */
const MEASURE = "70ch";

export const guideList = style({
  display: "grid", maxWidth: MEASURE, margin: 0, padding: 0, listStyle: "none", background: vars.color.surface,
  border: vars.border.hairline,
});

export const guideItem = style({
  display: "grid", gap: vars.space["1"], padding: vars.space["5"], borderBottom: vars.border.hairline,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const guideLink = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, color: vars.color.text });

export const summary = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const article = style({
  display: "grid", gap: vars.space["10"], maxWidth: MEASURE, lineHeight: vars.lineHeight.relaxed,
  "@media": { [media.lg]: { gap: vars.space["12"] } },
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal });

export const contents = style({ display: "grid", gap: vars.space["2"], paddingTop: vars.space["5"], borderTop: vars.border.hairline });

export const contentsTitle = style({
  margin: 0, fontFamily: vars.font.body, fontSize: vars.fontSize.xs, letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase", color: vars.color.textMuted,
});

export const contentsList = style({ display: "grid", gap: vars.space["1"], margin: 0, paddingLeft: vars.space["6"], fontSize: vars.fontSize.sm });

export const section = style({ display: "grid", gap: vars.space["4"], scrollMarginTop: vars.space["6"] });
globalStyle(`${section} > h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });
globalStyle(`${section} h3`, { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, marginTop: vars.space["2"] });
globalStyle(`${section} p, ${section} li, ${section} dd`, { margin: 0 });
globalStyle(`${section} code`, {
  fontFamily: vars.font.mono, fontSize: "0.875em", background: vars.color.surfaceSunken, padding: `0 ${vars.space["1"]}`,
  borderRadius: vars.radius.sm, overflowWrap: "anywhere",
});

export const steps = style({ display: "grid", gap: vars.space["3"], margin: 0, paddingLeft: vars.space["6"] });
globalStyle(`${steps} > li::marker`, { color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });
globalStyle(`${steps} > li`, { paddingLeft: vars.space["1"] });

export const bullets = style({ display: "grid", gap: vars.space["2"], margin: 0, paddingLeft: vars.space["6"] });

export const note = style({
  display: "grid", gap: vars.space["2"], padding: `${vars.space["4"]} ${vars.space["5"]}`, background: vars.color.surfaceSunken,
  borderLeft: `2px solid ${vars.color.accent}`, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal,
});

/** A term and its explanation: side by side on wide screens, stacked on phones. */
export const terms = style({
  display: "grid", gap: `${vars.space["2"]} ${vars.space["6"]}`, margin: 0,
  "@media": { [media.md]: { gridTemplateColumns: "11rem minmax(0, 1fr)" } },
});

export const term = style({
  fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.normal,
  "@media": { [media.md]: { paddingTop: vars.space["1"] } },
});

export const definition = style({
  marginBottom: vars.space["3"],
  "@media": { [media.md]: { marginBottom: 0 } },
});

/** A status's possible next moves, under its meaning. */
export const moves = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const next = style({ display: "grid", gap: vars.space["1"], paddingTop: vars.space["6"], borderTop: vars.border.hairline });

export const nextLink = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg });
