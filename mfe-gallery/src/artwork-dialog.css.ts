import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

/** Width / height of the open artwork, set inline (see ratioStyle) so the frame is sized before the image arrives. */
export const RATIO_PROPERTY = "--artwork-ratio";
const ratio = `var(${RATIO_PROPERTY})`;

export const dialog = style({ maxWidth: "80rem" });

export const layout = style({
  display: "grid",
  gap: vars.space["6"],
  "@media": {
    [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(17rem, 22rem)", gap: vars.space["10"], alignItems: "start" },
  },
});

export const stage = style({
  containerType: "inline-size",
  display: "grid",
  justifyItems: "center",
  gap: vars.space["3"],
  margin: 0,
});

/** As wide as the column allows, but never taller than the viewport leaves room for. */
export const frame = style({
  position: "relative",
  width: `min(100cqw, calc(58svh * ${ratio}))`,
  aspectRatio: ratio,
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  cursor: "zoom-in",
  "@media": { [media.lg]: { width: `min(100cqw, calc((100svh - 17rem) * ${ratio}))` } },
});

export const image = style({ width: "100%", height: "100%", objectFit: "contain" });

export const info = style({ display: "grid", gap: vars.space["6"], alignContent: "start" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space["2"]} ${vars.space["6"]}`,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  alignSelf: "center",
});

export const factValue = style({ margin: 0 });

export const description = style({ lineHeight: vars.lineHeight.relaxed, color: vars.color.text });

export const panel = style({
  display: "grid",
  gap: vars.space["3"],
  padding: vars.space["5"],
  border: vars.border.hairline,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const panelTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["2"],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  lineHeight: vars.lineHeight.normal,
});

export const dot = style({ width: "0.5rem", height: "0.5rem", borderRadius: vars.radius.full, flexShrink: 0 });

export const dotTone = styleVariants({
  available: { backgroundColor: vars.color.success },
  sold: { backgroundColor: vars.color.accent },
  unavailable: { backgroundColor: vars.color.borderStrong },
});

export const price = style({ fontFamily: vars.font.display, fontSize: vars.fontSize["2xl"], lineHeight: vars.lineHeight.tight });

export const panelText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const nav = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space["3"], width: "100%" });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: "tabular-nums" });

export const icon = style({ width: "1rem", height: "1rem" });

export const stageActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space["2"] });
