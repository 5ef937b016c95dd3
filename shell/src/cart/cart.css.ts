import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const lines = style({ listStyle: "none", padding: 0, display: "grid" });



export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });




export const amount = style({ fontVariantNumeric: "tabular-nums", textAlign: "right" });

export const summary = style({ display: "grid", gap: vars.space["2"], paddingTop: vars.space["4"] });

export const row = style({ display: "flex", justifyContent: "space-between", gap: vars.space["4"] });

export const total = style([row, { paddingTop: vars.space["2"], borderTop: vars.border.hairline, fontWeight: vars.fontWeight.semibold }]);

export const empty = style({ display: "grid", gap: vars.space["2"], paddingBlock: vars.space["10"], textAlign: "center" });

export const footer = style({ display: "grid", gap: vars.space["2"], width: "100%" });

export const expired = style({ paddingLeft: vars.space["6"], marginBlock: vars.space["3"] });
