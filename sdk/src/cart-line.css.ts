import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const line = styleVariants({
  sm: { display: "grid", gridTemplateColumns: "4rem minmax(0, 1fr) auto", gap: vars.space["4"], paddingBlock: vars.space["4"], borderBottom: vars.border.hairline },
  md: { display: "grid", gridTemplateColumns: "5rem minmax(0, 1fr) auto", gap: vars.space["4"], paddingBlock: vars.space["5"], borderBottom: vars.border.hairline },
});

export const thumb = styleVariants({
  sm: { width: "4rem", height: "5rem", objectFit: "cover", background: vars.color.surfaceSunken },
  md: { width: "5rem", height: "6.25rem", objectFit: "cover", background: vars.color.surfaceSunken },
});

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const urgent = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const controls = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["2"], marginTop: vars.space["2"] });

export const qty = style({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

export const amount = style({ fontVariantNumeric: "tabular-nums", textAlign: "right" });
