import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({ paddingBlock: vars.space["8"], "@media": { [media.lg]: { paddingBlock: vars.space["12"] } } });

export const back = style({ display: "inline-block", marginBottom: vars.space["8"], fontSize: vars.fontSize.sm });

export const layout = style({
  display: "grid",
  gap: vars.space["10"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "7fr 5fr", gap: vars.space["16"] } },
});

export const figure = style({ margin: 0, background: vars.color.surfaceSunken, aspectRatio: "4 / 5", overflow: "hidden" });

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export const details = style({
  display: "grid",
  gap: vars.space["5"],
  "@media": { [media.lg]: { position: "sticky", top: "6.5rem" } },
});

export const price = style({ fontSize: vars.fontSize.xl, fontVariantNumeric: "tabular-nums" });

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, whiteSpace: "pre-line" });

export const readMore = style({
  marginLeft: vars.space["1"],
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.accent,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
});

export const stockNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notFound = style({
  paddingBlock: vars.space["20"],
  textAlign: "center",
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
});
