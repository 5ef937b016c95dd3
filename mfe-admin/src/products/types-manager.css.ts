import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const form = style({
  display: "grid",
  gap: vars.space["4"],
  alignItems: "end",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr) 5rem auto auto" } },
});

export const order = style({ minWidth: 0 });

export const buttons = style({ display: "flex", gap: vars.space["2"], alignItems: "center" });

export const list = style({ display: "grid", margin: 0, padding: 0, listStyle: "none", borderTop: vars.border.hairline });

export const item = style({ paddingBlock: vars.space["3"], borderBottom: vars.border.hairline });

export const summary = style({
  display: "grid",
  gap: vars.space["3"],
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto auto" } },
});

export const text = style({ display: "grid", gap: vars.space["1"] });
