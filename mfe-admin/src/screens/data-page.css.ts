import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const downloads = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], listStyle: "none", margin: 0, padding: 0 });

export const fileField = style({ display: "grid", gap: vars.space["2"], justifyItems: "start", fontSize: vars.fontSize.sm });

export const fileLabel = style({ fontWeight: vars.fontWeight.medium });

/** The browser's file picker, its button drawn like the design's secondary button. */
export const fileInput = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    "&::file-selector-button": {
      marginRight: vars.space["3"],
      padding: `0 ${vars.space["4"]}`,
      height: vars.size.controlSm,
      font: "inherit",
      color: vars.color.text,
      background: vars.color.surface,
      border: vars.border.strong,
      borderRadius: vars.radius.md,
      cursor: "pointer",
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const columns = style({ display: "grid", gap: vars.space["4"], gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" });

export const listTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space["2"]}` });

export const counts = style({
  display: "grid", gap: vars.space["1"], gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", listStyle: "none", margin: 0, padding: 0,
});
