import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const enrol = style({
  display: "grid", gap: vars.space["6"], alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "auto minmax(0, 1fr)" } },
});

export const qr = style({ display: "block", background: "#fff", border: vars.border.hairline, padding: vars.space["2"] });

export const steps = style({ margin: 0, paddingLeft: vars.space["5"], display: "grid", gap: vars.space["2"], lineHeight: vars.lineHeight.normal });

export const key = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, wordBreak: "break-all", background: vars.color.surfaceSunken, padding: `0 ${vars.space["1"]}` });

export const list = style({ display: "grid", margin: 0, padding: 0, listStyle: "none", borderTop: vars.border.hairline });

export const item = style({
  display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space["4"], paddingBlock: vars.space["3"],
  borderBottom: vars.border.hairline,
});
