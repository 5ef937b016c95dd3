import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const hero = style({
  display: "grid",
  gap: vars.space["10"],
  alignItems: "center",
  paddingBlock: vars.space["12"],
  "@media": {
    [media.lg]: { gridTemplateColumns: "5fr 6fr", gap: vars.space["16"], paddingBlock: vars.space["20"] },
  },
});

export const copy = style({ display: "grid", gap: vars.space["5"], maxWidth: "34rem" });

export const heading = style({ fontSize: vars.fontSize["4xl"] });

export const subheading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], marginTop: vars.space["3"] });

export const figure = style({
  margin: 0,
  background: vars.color.surfaceSunken,
  aspectRatio: "4 / 5",
  overflow: "hidden",
  "@media": { [media.lg]: { order: 1, maxHeight: "calc(100vh - 10rem)", minHeight: "28rem" } },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });
