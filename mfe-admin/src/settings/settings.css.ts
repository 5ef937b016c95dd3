import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

/** The settings screen's tab bar: real links, the active one underlined in the accent. */
export const tabs = style({ marginBottom: vars.space["6"], borderBottom: vars.border.hairline });

/** The five tabs wrap on a phone rather than hide the active one off-screen. */
export const tabList = style({ display: "flex", flexWrap: "wrap", gap: vars.space["1"], margin: 0, padding: 0, listStyle: "none" });

export const tab = style({
  display: "block",
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  marginBottom: "-1px",
  whiteSpace: "nowrap",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  borderBottom: "2px solid transparent",
  selectors: {
    "&:hover": { color: vars.color.text },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
  },
});

/** One field with its help below (image and list fields). */
export const field = style({ display: "grid", gap: vars.space["2"], minWidth: 0 });

export const fieldset = style({ display: "grid", gap: vars.space["3"], minWidth: 0, margin: 0, padding: 0, border: "none" });

export const legend = style({ padding: 0, marginBottom: vars.space["2"], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const listRow = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space["3"] });

export const slug = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** The new category's name and its Add button, the button on the input's line. */
export const addRow = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "end", gap: vars.space["3"] });

/** The rich-text preview: the text as the page will set it. */
export const preview = style({
  display: "grid",
  gap: vars.space["2"],
  padding: vars.space["4"],
  background: vars.color.background,
  border: vars.border.hairline,
});

export const previewLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});
