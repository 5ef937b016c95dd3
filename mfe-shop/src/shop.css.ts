import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({ paddingBlock: vars.space["10"], "@media": { [media.lg]: { paddingBlock: vars.space["16"] } } });

export const intro = style({ display: "grid", gap: vars.space["3"], maxWidth: "42rem", marginBottom: vars.space["8"] });

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize["4xl"], fontWeight: vars.fontWeight.regular, lineHeight: vars.lineHeight.tight });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space["3"],
  padding: `${vars.space["4"]} ${vars.space["5"]}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  marginBottom: vars.space["6"],
});

export const artworkTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const grid = style({
  display: "grid",
  gap: `${vars.space["10"]} ${vars.space["6"]}`,
  gridTemplateColumns: "minmax(0, 1fr)",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: `${vars.space["12"]} ${vars.space["8"]}` },
  },
});

export const skeleton = style({ display: "grid", gap: vars.space["2"] });

export const card = style({ height: "100%" });

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export const soldOut = style({ position: "absolute", top: vars.space["3"], left: vars.space["3"], zIndex: 1 });

export const kind = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const cardTitle = style({ textWrap: "balance" });

export const price = style({ color: vars.color.text, fontVariantNumeric: "tabular-nums" });

export const notice = style({
  paddingBlock: vars.space["16"],
  textAlign: "center",
  color: vars.color.textMuted,
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
});
