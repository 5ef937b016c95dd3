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

export const loginPage = style({ paddingBlock: vars.space["16"] });

export const panel = style({
  display: "grid",
  gap: vars.space["5"],
  padding: vars.space["8"],
  background: vars.color.surface,
  border: vars.border.hairline,
  boxShadow: vars.shadow.sm,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dashboard = style({ display: "grid", gap: vars.space["8"] });

export const topBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["4"],
  paddingBottom: vars.space["6"],
  borderBottom: vars.border.hairline,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
