import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const card = style({ breakInside: "avoid" });

export const image = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  transition: `transform 700ms ${vars.easing.standard}, filter 700ms ${vars.easing.standard}`,
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

/* Hover: the painting drifts a little closer and brightens slightly; nothing moves when motion is reduced. */
globalStyle(`${card}:hover ${image}, ${card}:focus-within ${image}`, {
  "@media": {
    [media.hover]: { transform: "scale(1.03)", filter: "brightness(1.03)" },
    [media.reducedMotion]: { transform: "none" },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  marginTop: vars.space["1"],
});

export const meta = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space["2"],
});
