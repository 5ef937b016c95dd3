import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const narrow = style({
  maxWidth: vars.size.containerSm,
  marginInline: "auto",
  paddingInline: vars.space["6"],
  paddingBlock: vars.space["16"],
});

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
  marginBottom: vars.space["3"],
});

export const lead = style({
  marginTop: vars.space["4"],
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const prose = style({
  marginTop: vars.space["10"],
  display: "grid",
  gap: vars.space["4"],
  lineHeight: vars.lineHeight.relaxed,
});

export const sectionTitle = style({ fontSize: vars.fontSize["2xl"], marginTop: vars.space["6"], marginBottom: vars.space["3"] });

export const list = style({ paddingLeft: vars.space["6"], display: "grid", gap: vars.space["2"] });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], marginTop: vars.space["8"] });
