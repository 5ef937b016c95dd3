import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const lines = style({ display: "grid", gap: vars.space["3"] });

export const items = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space["2"] });

export const row = style({ display: "flex", justifyContent: "space-between", gap: vars.space["4"] });

export const amount = style({ fontVariantNumeric: "tabular-nums", textAlign: "right", whiteSpace: "nowrap" });

export const total = style([row, { paddingTop: vars.space["2"], borderTop: vars.border.hairline, fontWeight: vars.fontWeight.semibold }]);
