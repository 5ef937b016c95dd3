import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const downloads = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], listStyle: "none", margin: 0, padding: 0 });

export const fileField = style({ display: "grid", gap: vars.space["2"], fontWeight: 600, justifyItems: "start" });

export const columns = style({ display: "grid", gap: vars.space["4"], gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" });

export const listTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space["2"]}` });

export const counts = style({
  display: "grid", gap: vars.space["1"], gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))", listStyle: "none", margin: 0, padding: 0,
});
