import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const page = style({
  maxWidth: vars.size.containerSm,
  marginInline: "auto",
  paddingInline: vars.space["6"],
  paddingBlock: vars.space["24"],
  textAlign: "center",
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
});

export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
