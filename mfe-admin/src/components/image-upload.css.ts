import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const root = style({ display: "grid", gap: vars.space["3"] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const zone = style({
  display: "grid",
  placeItems: "center",
  gap: vars.space["3"],
  minHeight: "14rem",
  padding: vars.space["6"],
  textAlign: "center",
  background: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.borderStrong}`,
  transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
});

export const dragging = style({ borderColor: vars.color.accent, background: vars.color.accentSubtle });

export const invalid = style({ borderColor: vars.color.danger });

export const preview = style({
  display: "block",
  maxWidth: "100%",
  maxHeight: "22rem",
  width: "auto",
  height: "auto",
  objectFit: "contain",
  boxShadow: vars.shadow.sm,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const progress = style({
  width: "100%",
  maxWidth: "18rem",
  height: "0.375rem",
  background: vars.color.border,
  overflow: "hidden",
});

export const progressBar = style({ height: "100%", background: vars.color.accent, transition: `width ${vars.duration.fast}` });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const buttons = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space["2"] });
