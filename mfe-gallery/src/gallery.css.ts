import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({ paddingBlock: vars.space["12"], "@media": { [media.lg]: { paddingBlock: vars.space["16"] } } });

export const intro = style({ display: "grid", gap: vars.space["3"], maxWidth: "40rem", marginBottom: vars.space["10"] });

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

export const grid = style({
  display: "grid",
  gap: `${vars.space["10"]} ${vars.space["6"]}`,
  gridTemplateColumns: "1fr",
  listStyle: "none",
  padding: 0,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: `${vars.space["12"]} ${vars.space["8"]}` },
  },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export const meta = style({ display: "flex", gap: vars.space["2"], flexWrap: "wrap" });

export const notice = style({
  paddingBlock: vars.space["16"],
  textAlign: "center",
  color: vars.color.textMuted,
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
});
