import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({
  paddingBlock: `${vars.space["10"]} ${vars.space["16"]}`,
  "@media": { [media.lg]: { paddingBlock: `${vars.space["16"]} ${vars.space["24"]}` } },
});

export const intro = style({
  display: "grid",
  gap: vars.space["3"],
  maxWidth: "40rem",
  marginBottom: vars.space["8"],
  "@media": { [media.lg]: { marginBottom: vars.space["12"] } },
});

export const eyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed });

export const tabs = style({ gap: vars.space["8"], "@media": { [media.lg]: { gap: vars.space["12"] } } });

const list = { listStyle: "none", padding: 0, margin: 0 } as const;

export const grid = style({
  ...list,
  display: "grid",
  gap: `${vars.space["10"]} ${vars.space["6"]}`,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: `${vars.space["12"]} ${vars.space["8"]}` },
  },
});

export const masonry = style({
  ...list,
  columnCount: 1,
  columnGap: vars.space["6"],
  "@media": {
    [media.sm]: { columnCount: 2 },
    [media.lg]: { columnCount: 3, columnGap: vars.space["8"] },
  },
});

/** In masonry each tile keeps to one column and leaves room below it. */
export const item = style({
  breakInside: "avoid",
  selectors: { [`${masonry} > &`]: { marginBottom: vars.space["10"] } },
  "@media": { [media.lg]: { selectors: { [`${masonry} > &`]: { marginBottom: vars.space["12"] } } } },
});

export const notice = style({
  paddingBlock: vars.space["16"],
  textAlign: "center",
  color: vars.color.textMuted,
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
});

export const noticeTitle = style({ color: vars.color.text, fontSize: vars.fontSize["3xl"] });

export const noticeText = style({ maxWidth: "32rem", lineHeight: vars.lineHeight.relaxed });

export const noticeActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], justifyContent: "center", marginTop: vars.space["2"] });
