import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const footer = style({
  marginTop: vars.space["24"],
  borderTop: vars.border.hairline,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const grid = style({
  display: "grid",
  gap: vars.space["10"],
  paddingBlock: vars.space["16"],
  gridTemplateColumns: "1fr",
  "@media": {
    [media.sm]: { gridTemplateColumns: "1fr 1fr" },
    [media.lg]: { gridTemplateColumns: "2fr 1fr 1fr 1fr" },
  },
});

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize["2xl"], color: vars.color.text });

export const description = style({ marginTop: vars.space["3"], maxWidth: "32rem", lineHeight: vars.lineHeight.relaxed });

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.text,
  marginBottom: vars.space["4"],
});

export const list = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space["2"] });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.text, textDecoration: "underline" } },
});

export const socials = style({ display: "flex", gap: vars.space["2"], marginTop: vars.space["6"], listStyle: "none", padding: 0 });

export const social = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  border: vars.border.hairline,
  color: vars.color.text,
  selectors: { "&:hover": { borderColor: vars.color.text, color: vars.color.text } },
});

export const bottom = style({ borderTop: vars.border.hairline, paddingBlock: vars.space["6"], fontSize: vars.fontSize.xs });
