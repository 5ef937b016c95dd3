import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({
  maxWidth: vars.size.containerLg,
  marginInline: "auto",
  paddingInline: vars.space["6"],
  paddingBlock: vars.space["16"],
  display: "grid",
  gap: vars.space["16"],
});

export const intro = style({ maxWidth: vars.size.containerSm });

export const introWithPortrait = style({
  display: "grid",
  gap: vars.space["10"],
  alignItems: "center",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 22.5rem", gap: vars.space["16"] } },
});

export const lead = style({
  margin: 0,
  marginTop: vars.space["6"],
  paddingLeft: vars.space["6"],
  borderLeft: `2px solid ${vars.color.accent}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.normal,
});

export const portrait = style({ margin: 0, aspectRatio: "4 / 5", overflow: "hidden", background: vars.color.surfaceSunken });

export const cover = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const body = style({ display: "grid", gap: vars.space["12"], maxWidth: vars.size.containerSm, lineHeight: vars.lineHeight.relaxed });

export const section = style({ display: "grid", gap: vars.space["4"] });

export const sectionTitle = style({ fontSize: vars.fontSize["2xl"] });

export const cv = style({ listStyle: "none", padding: 0, margin: 0, display: "grid" });

export const cvEntry = style({
  display: "grid",
  gridTemplateColumns: "5rem minmax(0, 1fr)",
  gap: vars.space["4"],
  paddingBlock: vars.space["3"],
  borderTop: vars.border.hairline,
});

export const cvYear = style({ fontVariantNumeric: "tabular-nums", color: vars.color.textMuted });

export const studio = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "center",
  background: vars.color.surfaceSunken,
  padding: vars.space["8"],
  "@media": { [media.lg]: { gap: vars.space["12"], padding: vars.space["12"] } },
});

/** With a photograph: photograph and text side by side on wide screens. */
export const studioWithImage = style({
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const studioFigure = style({ margin: 0, aspectRatio: "3 / 2", overflow: "hidden" });

export const studioCopy = style({
  display: "grid",
  gap: vars.space["4"],
  lineHeight: vars.lineHeight.relaxed,
  justifyItems: "start",
  maxWidth: vars.size.containerSm,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });
