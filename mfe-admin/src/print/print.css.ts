import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const testRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["4"] });
export const testOk = style({ color: vars.color.success, fontSize: vars.fontSize.sm, margin: 0 });
export const testFailed = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const search = style({
  display: "grid", gap: vars.space["4"], alignItems: "end", marginBottom: vars.space["6"],
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});

export const grid = style({
  listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["4"],
  gridTemplateColumns: "repeat(auto-fill, minmax(10.5rem, 1fr))",
});

export const card = style({
  display: "grid", gap: vars.space["2"], width: "100%", height: "100%", padding: vars.space["3"], textAlign: "left",
  background: vars.color.surface, border: vars.border.hairline, cursor: "pointer", font: "inherit", color: vars.color.text,
  selectors: {
    "&:hover": { borderColor: vars.color.borderStrong },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
  },
});

export const thumb = style({
  display: "block", width: "100%", aspectRatio: "1 / 1", objectFit: "contain", background: vars.color.surfaceSunken,
});

export const cardName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });
export const cardMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const importHead = style({
  display: "grid", gap: vars.space["5"], alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "10rem minmax(0, 1fr)" } },
});

export const variantTable = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });
globalStyle(`${variantTable} th, ${variantTable} td`, {
  padding: `${vars.space["2"]} ${vars.space["3"]}`, textAlign: "left", borderBottom: vars.border.hairline, verticalAlign: "middle",
});
globalStyle(`${variantTable} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

export const cost = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", color: vars.color.textMuted });
export const priceCell = style({ width: "9rem" });
export const done = style({
  padding: vars.space["5"], background: vars.color.successSubtle, border: vars.border.hairline, display: "grid", gap: vars.space["2"],
});
export const mapping = style({ marginTop: vars.space["8"] });
