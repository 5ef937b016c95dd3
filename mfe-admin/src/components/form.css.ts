import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const pageHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: vars.space["4"],
  paddingBottom: vars.space["5"],
  marginBottom: vars.space["6"],
  borderBottom: vars.border.hairline,
});

export const pageTitle = style({ fontSize: vars.fontSize["2xl"], margin: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["3"] });

/** Image column and fields column on wide screens. */
export const formLayout = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)" } },
});

export const column = style({ display: "grid", gap: vars.space["6"], minWidth: 0 });

export const panel = style({
  display: "grid",
  gap: vars.space["5"],
  padding: vars.space["6"],
  background: vars.color.surface,
  border: vars.border.hairline,
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const section = style({ display: "grid", gap: vars.space["5"] });

export const row = style({
  display: "grid",
  gap: vars.space["5"],
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))" } },
});

export const toggles = style({ display: "flex", flexWrap: "wrap", gap: vars.space["6"] });

export const details = style({ background: vars.color.surface, border: vars.border.hairline, padding: vars.space["6"] });

export const summary = style({
  cursor: "pointer",
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.display,
  selectors: { "details[open] > &": { marginBottom: vars.space["5"] } },
});

export const formActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["3"],
  paddingTop: vars.space["2"],
});

export const sectionError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
