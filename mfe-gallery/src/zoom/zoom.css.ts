import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

const ink = "#121110";
const paper = "#f3efe9";
const muted = "#b3aba0";
const veil = "rgba(243, 239, 233, 0.1)";

/**
 * A dark room for the painting. Colours are set explicitly: the design system's components come
 * from the shell's build, so re-pointing theme variables here would not reach them.
 */
export const panel = style({ backgroundColor: ink, color: paper });
globalStyle(`${panel} h2`, { color: paper });
globalStyle(`${panel} p`, { color: muted });
globalStyle(`${panel} > button`, { color: muted });
globalStyle(`${panel} > button:hover`, { color: paper, backgroundColor: veil });

export const stage = style({ position: "relative", height: "100%", minHeight: "16rem" });

export const surface = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
  touchAction: "none",
  userSelect: "none",
  cursor: "zoom-in",
  borderRadius: vars.radius.sm,
  outline: "none",
  selectors: { "&:focus-visible": { boxShadow: "inset 0 0 0 2px #e3a98d" } },
});

export const zoomed = style({ cursor: "grab" });
export const dragging = style({ cursor: "grabbing" });

export const image = style({
  maxWidth: "none",
  transformOrigin: "center",
  willChange: "transform",
  pointerEvents: "none",
});

export const animate = style({
  transition: `transform 240ms ${vars.easing.standard}`,
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

export const spinner = style({ position: "absolute", top: vars.space["4"], left: vars.space["4"], color: muted });

export const controls = style({
  position: "absolute",
  left: "50%",
  bottom: vars.space["4"],
  transform: "translateX(-50%)",
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  padding: vars.space["1"],
  borderRadius: vars.radius.full,
  backgroundColor: "rgba(18, 17, 16, 0.82)",
  border: "1px solid rgba(243, 239, 233, 0.14)",
  backdropFilter: "blur(6px)",
});

export const controlButton = style({ borderRadius: vars.radius.full, minWidth: vars.size.controlSm, paddingInline: vars.space["2"] });
globalStyle(`${controls} ${controlButton}`, { color: paper, backgroundColor: "transparent" });
globalStyle(`${controls} ${controlButton}:hover`, { color: paper, backgroundColor: veil });

export const level = style({
  minWidth: "3.5rem",
  textAlign: "center",
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  color: muted,
});

export const icon = style({ width: "1rem", height: "1rem" });
