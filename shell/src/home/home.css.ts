import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";
import { eyebrow } from "../pages/pages.css.ts";

export const hero = style({
  display: "grid",
  gap: vars.space["10"],
  alignItems: "center",
  paddingBlock: vars.space["12"],
  "@media": {
    [media.lg]: { gridTemplateColumns: "5fr 6fr", gap: vars.space["16"], paddingBlock: vars.space["20"] },
  },
});

export const copy = style({ display: "grid", gap: vars.space["5"], maxWidth: "34rem" });

export const heading = style({ fontSize: vars.fontSize["4xl"] });

export const subheading = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], marginTop: vars.space["3"] });

export const figure = style({
  margin: 0,
  background: vars.color.surfaceSunken,
  aspectRatio: "4 / 5",
  overflow: "hidden",
  "@media": { [media.lg]: { order: 1, maxHeight: "calc(100vh - 10rem)", minHeight: "28rem" } },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });

export const sections = style({ display: "grid", gap: vars.space["20"], paddingBottom: vars.space["20"] });

export const section = style({ display: "grid", gap: vars.space["8"], borderTop: vars.border.hairline, paddingTop: vars.space["12"] });

export const sectionHeader = style({ display: "grid", gap: vars.space["2"], maxWidth: "40rem" });

export const sectionTitle = style({ fontSize: vars.fontSize["3xl"] });

export const sectionIntro = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const cards = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: `${vars.space["10"]} ${vars.space["6"]}`,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", columnGap: vars.space["8"] } },
});

export const cardImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const empty = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space["3"],
  padding: vars.space["8"],
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  maxWidth: "40rem",
});

export const emptyTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, color: vars.color.text });

export const quotes = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space["6"],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [media.xl]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const quote = style({ background: vars.color.surface, border: vars.border.hairline, padding: vars.space["6"] });

export const quoteFigure = style({ margin: 0, display: "grid", gap: vars.space["4"], height: "100%", gridTemplateRows: "auto 1fr auto" });

export const stars = style({ display: "flex", gap: "2px" });
export const starOn = style({ color: vars.color.accent });
export const starOff = style({ color: vars.color.border });

export const quoteText = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal });

export const quoteBy = style({ display: "grid", gap: vars.space["1"], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const quoteName = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const proof = style({
  display: "grid",
  gap: vars.space["10"],
  "@media": { [media.lg]: { gridTemplateColumns: "3fr 2fr", gap: vars.space["16"] } },
});

export const stats = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space["8"],
  alignContent: "start",
});

export const stat = style({ display: "grid", gap: vars.space["1"], borderLeft: `2px solid ${vars.color.accent}`, paddingLeft: vars.space["4"] });

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, order: 1 });

export const statValue = style({ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize["3xl"], lineHeight: vars.lineHeight.tight });

/** The pages' eyebrow label, on an h3 (which would otherwise take the display font). */
export const recentTitle = style([eyebrow, { fontFamily: vars.font.body }]);

export const recent = style({ listStyle: "none", padding: 0, margin: 0, display: "grid" });

export const recentItem = style({ display: "grid", gap: vars.space["1"], paddingBlock: vars.space["3"], borderBottom: vars.border.hairline });

export const recentWork = style({ fontWeight: vars.fontWeight.medium });

export const recentMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
