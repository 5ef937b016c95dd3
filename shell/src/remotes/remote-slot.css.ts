import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const loading = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space["3"],
  minHeight: "50vh",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const unavailable = style({
  maxWidth: vars.size.containerSm,
  marginInline: "auto",
  paddingInline: vars.space["6"],
  paddingBlock: vars.space["20"],
  textAlign: "center",
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
});

export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space["3"], marginTop: vars.space["4"] });
