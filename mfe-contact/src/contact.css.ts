import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({ paddingBlock: vars.space["16"], display: "grid", gap: vars.space["10"] });

export const intro = style({ display: "grid", gap: vars.space["4"], maxWidth: "42rem" });

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const subheading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted });

export const layout = style({
  display: "grid",
  gap: vars.space["12"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", gap: vars.space["16"] } },
});

export const main = style({ minWidth: 0 });

export const form = style({ display: "grid", gap: vars.space["6"], paddingTop: vars.space["2"] });

export const pair = style({ display: "grid", gap: vars.space["4"], "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } } });

export const group = style({ display: "grid", gap: vars.space["5"], border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space["4"],
  padding: 0,
});

export const typeChoice = style({});

export const estimator = style([group, {
  padding: vars.space["6"],
  background: vars.color.surface,
  border: vars.border.hairline,
}]);

export const estimate = style({
  display: "grid",
  gap: vars.space["1"],
  paddingTop: vars.space["4"],
  borderTop: vars.border.hairline,
});

export const estimateLabel = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const estimateAmount = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize["3xl"],
  fontVariantNumeric: "tabular-nums",
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

export const closed = style({ padding: vars.space["6"], background: vars.color.surfaceSunken, lineHeight: vars.lineHeight.relaxed });

export const panel = style({
  display: "grid",
  gap: vars.space["8"],
  padding: vars.space["8"],
  background: vars.color.surfaceSunken,
  "@media": { [media.lg]: { position: "sticky", top: vars.space["24"] } },
});

export const panelSection = style({ display: "grid", gap: vars.space["3"] });

export const panelHeading = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.regular });

export const panelText = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

export const follow = style({ listStyle: "none", padding: 0, margin: 0, display: "flex", flexWrap: "wrap", gap: vars.space["4"] });

export const followLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { color: vars.color.accent },
});

export const signup = style({ display: "grid", gap: vars.space["3"], gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "end" });

export const notice = style({ paddingBlock: vars.space["20"], textAlign: "center", display: "grid", gap: vars.space["4"] });

export const error = style({ color: vars.color.danger });
