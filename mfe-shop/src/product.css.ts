import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const page = style({ paddingBlock: vars.space["6"], "@media": { [media.lg]: { paddingBlock: vars.space["10"] } } });

export const breadcrumb = style({ marginBottom: vars.space["6"], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${breadcrumb} ol`, { display: "flex", flexWrap: "wrap", gap: vars.space["2"], listStyle: "none", margin: 0, padding: 0 });
globalStyle(`${breadcrumb} li + li::before`, { content: '"/"', marginRight: vars.space["2"], color: vars.color.border });
globalStyle(`${breadcrumb} a`, { color: "inherit", textUnderlineOffset: "0.2em" });
globalStyle(`${breadcrumb} a:hover`, { color: vars.color.text });
globalStyle(`${breadcrumb} [aria-current]`, { color: vars.color.text, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", maxWidth: "28ch" });

export const layout = style({
  display: "grid",
  gap: vars.space["8"],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)", gap: vars.space["16"] } },
});

export const figure = style({
  margin: 0,
  display: "grid",
  placeItems: "center",
  padding: vars.space["4"],
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  "@media": { [media.md]: { padding: vars.space["10"] } },
});

/** Width over height of the shown image, set inline on the figure so the image box is sized before it loads. */
export const RATIO_PROPERTY = "--product-image-ratio";

/** The whole artwork, never cropped; tall images stay within the viewport; no layout shift while loading. */
export const image = style({
  display: "block",
  width: `min(100%, calc(78vh * var(${RATIO_PROPERTY}, 0.8)))`,
  maxWidth: "100%",
  height: "auto",
  maxHeight: "78vh",
  boxShadow: vars.shadow.md,
});

export const details = style({
  display: "grid",
  gap: vars.space["4"],
  alignContent: "start",
  "@media": { [media.lg]: { position: "sticky", top: "6.5rem" } },
});

export const kind = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
  textWrap: "balance",
  "@media": { [media.md]: { fontSize: vars.fontSize["3xl"] } },
});

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, whiteSpace: "pre-line", paddingTop: vars.space["2"] });

export const readMore = style({
  marginLeft: vars.space["1"],
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.accent,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  cursor: "pointer",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space["1"]} ${vars.space["6"]}`,
  margin: 0,
  paddingTop: vars.space["4"],
  borderTop: vars.border.hairline,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const related = style({ marginTop: vars.space["20"], paddingTop: vars.space["10"], borderTop: vars.border.hairline });

export const relatedTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize["2xl"], fontWeight: vars.fontWeight.regular, marginBottom: vars.space["8"] });

export const relatedGrid = style({
  display: "grid",
  gap: `${vars.space["10"]} ${vars.space["6"]}`,
  gridTemplateColumns: "minmax(0, 1fr)",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: `${vars.space["12"]} ${vars.space["8"]}` },
  },
});

export const notFound = style({
  paddingBlock: vars.space["20"],
  textAlign: "center",
  display: "grid",
  gap: vars.space["4"],
  justifyItems: "center",
});

export const notFoundText = style({ color: vars.color.textMuted, marginBottom: vars.space["4"] });
