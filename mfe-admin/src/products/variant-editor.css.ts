import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const rows = style({ display: "grid", margin: 0, padding: 0, listStyle: "none", borderTop: vars.border.hairline });

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space["3"],
  alignItems: "start",
  paddingBlock: vars.space["4"],
  borderBottom: vars.border.hairline,
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const name = style({ gridColumn: "1 / -1", "@media": { [media.md]: { gridColumn: "auto" } } });

export const flags = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["6"],
});

export const remove = style({ marginLeft: "auto" });
