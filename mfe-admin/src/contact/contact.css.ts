import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const unread = style({ fontWeight: vars.fontWeight.semibold });

export const rowLink = style({ color: vars.color.text, textDecoration: "none", ":hover": { textDecoration: "underline" } });

export const rowButton = style({
  background: "none", border: 0, padding: 0, font: "inherit", color: vars.color.text, textAlign: "left", cursor: "pointer",
  fontWeight: vars.fontWeight.semibold, ":hover": { textDecoration: "underline" },
});

export const message = style({
  display: "grid", gap: vars.space["4"], padding: vars.space["6"], background: vars.color.surface, border: vars.border.hairline,
});

export const meta = style({
  display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: vars.space["4"], rowGap: vars.space["2"],
  margin: 0, fontSize: vars.fontSize.sm,
});
export const metaTerm = style({ color: vars.color.textMuted });
export const metaValue = style({ margin: 0, overflowWrap: "anywhere" });

export const body = style({ whiteSpace: "pre-wrap", lineHeight: vars.lineHeight.relaxed, margin: 0, overflowWrap: "anywhere" });

export const thread = style({ display: "grid", gap: vars.space["4"] });

export const reply = style({
  display: "grid", gap: vars.space["2"], padding: vars.space["5"], background: vars.color.surfaceSunken,
  borderLeft: `3px solid ${vars.color.accent}`,
});

export const replyHeader = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["3"] });

export const replyForm = style({
  display: "grid", gap: vars.space["4"], padding: vars.space["6"], background: vars.color.surface, border: vars.border.hairline,
});

export const twoColumns = style({
  display: "grid", gap: vars.space["6"], alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const stack = style({ display: "grid", gap: vars.space["5"], alignContent: "start" });

export const statusMoves = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const categories = style({ display: "grid", gap: vars.space["5"], listStyle: "none", padding: 0, margin: 0 });

export const category = style({
  display: "grid", gap: vars.space["4"], padding: vars.space["5"], background: vars.color.surface, border: vars.border.hairline,
});

export const categoryRow = style({
  display: "grid", gap: vars.space["3"], alignItems: "end",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto auto" } },
});

export const subcategories = style({
  display: "grid", gap: vars.space["3"], listStyle: "none", margin: 0, paddingLeft: vars.space["6"],
  borderLeft: vars.border.hairline,
});

export const rowActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["2"] });

export const addRow = style({
  display: "grid", gap: vars.space["3"], alignItems: "end",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const preview = style({
  whiteSpace: "pre-wrap", padding: vars.space["5"], background: vars.color.surfaceSunken, lineHeight: vars.lineHeight.relaxed,
  fontSize: vars.fontSize.sm, margin: 0, overflowWrap: "anywhere",
});

export const counts = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], marginBottom: vars.space["4"] });

export const sent = style({ display: "grid", gap: vars.space["4"], marginTop: vars.space["12"] });
