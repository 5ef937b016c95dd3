import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const shell = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space["6"],
  paddingBlock: vars.space["8"],
  "@media": {
    [media.lg]: { gridTemplateColumns: "12rem minmax(0, 1fr)", gap: vars.space["10"], paddingBlock: vars.space["12"] },
  },
});

export const nav = style({
  borderBottom: vars.border.hairline,
  "@media": { [media.lg]: { borderBottom: "none", borderRight: vars.border.hairline, alignSelf: "start" } },
});

/** Small screens: one row of links that scrolls sideways; large screens: a column of titled groups. */
export const groups = style({
  display: "flex",
  overflowX: "auto",
  "@media": { [media.lg]: { flexDirection: "column", gap: vars.space["5"], overflowX: "visible" } },
});

export const group = style({ flexShrink: 0 });

export const navTitle = style({
  display: "none",
  "@media": { [media.lg]: { display: "block" } },
  margin: 0,
  marginBottom: vars.space["2"],
  paddingLeft: vars.space["3"],
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const list = style({
  display: "flex",
  gap: vars.space["1"],
  margin: 0,
  padding: 0,
  paddingBottom: vars.space["2"],
  listStyle: "none",
  "@media": { [media.lg]: { flexDirection: "column", paddingBottom: 0, paddingRight: vars.space["4"] } },
});

export const link = style({
  display: "block",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  whiteSpace: "nowrap",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  borderLeft: "2px solid transparent",
  selectors: {
    "&:hover": { background: vars.color.surfaceSunken },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    '&[aria-current="page"]': { borderLeftColor: vars.color.accent, background: vars.color.accentSubtle, color: vars.color.accentHover },
  },
});

export const content = style({ minWidth: 0 });
