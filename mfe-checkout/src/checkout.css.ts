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
