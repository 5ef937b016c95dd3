import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const list = style({ display: "grid", gap: 0, margin: 0, padding: 0, listStyle: "none", borderTop: vars.border.hairline });

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  paddingBlock: vars.space["3"],
  borderBottom: vars.border.hairline,
  background: vars.color.surface,
  transition: `background ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
});

export const dragged = style({ opacity: 0.5 });

export const over = style({ boxShadow: `inset 0 2px 0 ${vars.color.accent}`, background: vars.color.accentSubtle });

export const controls = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: "2px", paddingLeft: vars.space["1"] });

const iconButton = style({
  display: "grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.5rem",
  padding: 0,
  color: vars.color.textMuted,
  background: "transparent",
  border: "none",
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { color: vars.color.text, background: vars.color.surfaceSunken },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    "&:disabled": { opacity: 0.3, cursor: "default" },
  },
});

export const handle = style([iconButton, { cursor: "grab", selectors: { "&:active": { cursor: "grabbing" } } }]);
export const arrow = style([iconButton, { fontSize: vars.fontSize.sm, lineHeight: 1 }]);

export const body = style({ flex: 1, minWidth: 0 });
