import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const page = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });

/** At least a screen tall, so the footer starts below the fold and does not jump when a remote's content arrives. */
export const main = style({ flex: "1 0 auto", width: "100%", minHeight: "100vh" });

export const skipLink = style({
  position: "absolute",
  left: vars.space["4"],
  top: "-4rem",
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { "&:focus": { top: vars.space["4"] } },
});
