import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const filters = style({
  display: "grid",
  gap: vars.space["4"],
  marginBottom: vars.space["5"],
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 2fr) repeat(2, minmax(0, 1fr))", alignItems: "end" } },
});

export const orderBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  marginBottom: vars.space["3"],
  minHeight: vars.size.control,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const row = style({
  display: "grid",
  gridTemplateColumns: "3.5rem minmax(0, 1fr)",
  gridTemplateAreas: '"thumb main" "controls controls"',
  alignItems: "center",
  columnGap: vars.space["4"],
  rowGap: vars.space["3"],
  paddingRight: vars.space["2"],
  "@media": {
    [media.lg]: { gridTemplateColumns: "3.5rem minmax(0, 1fr) auto", gridTemplateAreas: '"thumb main controls"' },
  },
});

export const thumb = style({
  gridArea: "thumb",
  width: "3.5rem",
  height: "3.5rem",
  objectFit: "cover",
  background: vars.color.surfaceSunken,
  border: vars.border.hairline,
});

export const main = style({ gridArea: "main", display: "grid", gap: vars.space["1"], minWidth: 0 });

export const title = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["2"],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const controls = style({
  gridArea: "controls",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["3"],
});

export const compactSelect = style({ minWidth: "9.5rem" });

export const stockForm = style({ display: "flex", alignItems: "center", gap: vars.space["2"] });

export const stockLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stockField = style({ width: "5.5rem" });

export const empty = style({
  padding: vars.space["8"],
  textAlign: "center",
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: vars.border.hairline,
});
