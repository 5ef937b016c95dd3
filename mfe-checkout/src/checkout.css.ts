import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({ paddingBlock: vars.space["12"] });

export const title = style({ marginBottom: vars.space["8"] });

export const layout = style({
  display: "grid",
  gap: vars.space["10"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "3fr 2fr", gap: vars.space["16"] } },
});

export const lines = style({ listStyle: "none", padding: 0, borderTop: vars.border.hairline });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amount = style({ fontVariantNumeric: "tabular-nums", textAlign: "right" });

export const summary = style({
  display: "grid",
  gap: vars.space["3"],
  padding: vars.space["6"],
  background: vars.color.surface,
  border: vars.border.hairline,
});

export const row = style({ display: "flex", justifyContent: "space-between", gap: vars.space["4"] });

export const total = style([row, { paddingTop: vars.space["3"], borderTop: vars.border.hairline, fontWeight: vars.fontWeight.semibold }]);

export const centered = style({
  paddingBlock: vars.space["20"],
  textAlign: "center",
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
});

export const steps = style({ textAlign: "left", display: "grid", gap: vars.space["2"], paddingLeft: vars.space["6"] });

export const main = style({ display: "grid", gap: vars.space["6"], minWidth: 0 });

export const summaryTitle = style({ fontSize: vars.fontSize.xl });

export const stepper = style({ listStyle: "none", padding: 0, display: "flex", gap: vars.space["8"], marginBottom: vars.space["8"] });

export const step = style({ display: "flex", alignItems: "center", gap: vars.space["2"], color: vars.color.textMuted });

export const stepCurrent = style([step, { color: vars.color.text, fontWeight: vars.fontWeight.semibold }]);

export const form = style({ display: "grid", gap: vars.space["6"] });

export const group = style({ display: "grid", gap: vars.space["4"], border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, marginBottom: vars.space["2"] });

export const pair = style({ display: "grid", gap: vars.space["4"], "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } } });

export const triple = style({ display: "grid", gap: vars.space["4"], "@media": { [media.md]: { gridTemplateColumns: "2fr 1fr 1fr" } } });

export const alert = style({ color: vars.color.danger });

export const notice = style({ padding: vars.space["4"], background: vars.color.surfaceSunken, fontSize: vars.fontSize.sm });

export const testMode = style({ padding: vars.space["4"], border: `1px dashed ${vars.color.borderStrong}`, fontSize: vars.fontSize.sm });

export const secure = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warning = style({
  display: "grid", gap: vars.space["2"], padding: vars.space["5"], background: vars.color.accentSubtle,
  borderLeft: `3px solid ${vars.color.accent}`,
});

export const warningTitle = style({ fontWeight: vars.fontWeight.semibold });

export const holds = style({ margin: 0, paddingLeft: vars.space["5"], display: "grid", gap: vars.space["1"] });

export const countdown = style({ fontVariantNumeric: "tabular-nums", fontWeight: vars.fontWeight.semibold });

export const urgent = style([countdown, { color: vars.color.danger }]);

export const confirmation = style({ paddingBlock: vars.space["16"], display: "grid", gap: vars.space["5"] });

export const success = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold, textTransform: "uppercase", letterSpacing: "0.08em", fontSize: vars.fontSize.sm });

export const details = style({ display: "grid", gap: vars.space["3"], padding: vars.space["6"], background: vars.color.surface, border: vars.border.hairline });

export const address = style({ fontStyle: "normal", lineHeight: vars.lineHeight.normal });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

export const lock = style({ verticalAlign: "-2px" });

export const stripeMount = style({ minHeight: "12rem" });
