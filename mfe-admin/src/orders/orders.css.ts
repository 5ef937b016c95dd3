import { style, globalStyle } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const filters = style({
  display: "grid", gap: vars.space["4"], alignItems: "end", marginBottom: vars.space["6"],
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr) auto" } },
});

export const tableWrap = style({ overflowX: "auto", background: vars.color.surface, border: vars.border.hairline });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space["3"]} ${vars.space["4"]}`, textAlign: "left", borderBottom: vars.border.hairline, verticalAlign: "top" });
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold, whiteSpace: "nowrap" });

export const caption = style({ textAlign: "left", padding: vars.space["4"], color: vars.color.textMuted });

export const number = style({ textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
globalStyle(`${table} th${number}, ${table} td${number}`, { textAlign: "right" });

export const orderLink = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const name = style({ display: "block" });

export const muted = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const mutedCell = style({ color: vars.color.textMuted, whiteSpace: "nowrap" });

export const empty = style({ padding: vars.space["10"], textAlign: "center", color: vars.color.textMuted, background: vars.color.surface, border: vars.border.hairline });

export const pager = style({ display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space["4"], marginTop: vars.space["6"] });

export const detail = style({
  display: "grid", gap: vars.space["6"], alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const address = style({ fontStyle: "normal", lineHeight: vars.lineHeight.normal });
