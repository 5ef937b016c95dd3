import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const page = style({ paddingBlock: vars.space["16"], display: "grid", gap: vars.space["5"] });

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const subheading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted });

export const email = style({ fontSize: vars.fontSize.lg });

export const notice = style({ paddingBlock: vars.space["20"], textAlign: "center", display: "grid", gap: vars.space["4"] });
