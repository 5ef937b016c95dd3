import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

export const purchase = style({ display: "grid", gap: vars.space["5"], paddingBlock: vars.space["2"] });

export const price = style({ fontSize: vars.fontSize.xl, fontVariantNumeric: "tabular-nums" });

export const fieldset = style({ display: "grid", gap: vars.space["2"], margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space["2"], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const options = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const option = style({
  position: "relative",
  display: "grid",
  gap: "0.125rem",
  minWidth: "6.5rem",
  paddingBlock: vars.space["2"],
  paddingInline: vars.space["4"],
  border: vars.border.hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: "pointer",
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast}`,
  selectors: {
    "&:hover": { borderColor: vars.color.borderStrong },
    "&:has(:checked)": { borderColor: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.text}` },
    "&:has(:focus-visible)": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** The native radio stays for keyboard and screen readers; the label draws the state. */
export const radio = style({ position: "absolute", opacity: 0, width: 1, height: 1, margin: 0, pointerEvents: "none" });

export const optionName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const optionPrice = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const stepper = style({
  display: "inline-grid",
  gridTemplateColumns: `${vars.size.control} 3.5rem ${vars.size.control}`,
  width: "max-content",
  border: vars.border.hairline,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const step = style({
  height: vars.size.control,
  border: 0,
  background: "none",
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:disabled": { color: vars.color.border, cursor: "not-allowed" },
    "&:hover:not(:disabled)": { background: vars.color.surfaceSunken },
  },
});

export const quantity = style({
  width: "100%",
  border: 0,
  borderInline: vars.border.hairline,
  background: "none",
  textAlign: "center",
  fontSize: vars.fontSize.md,
  fontVariantNumeric: "tabular-nums",
  MozAppearance: "textfield",
  selectors: {
    "&::-webkit-inner-spin-button, &::-webkit-outer-spin-button": { WebkitAppearance: "none", margin: 0 },
  },
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed });

export const noteStrong = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
