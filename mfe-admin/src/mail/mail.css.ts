import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

export const templateList = style({ display: "grid", margin: 0, padding: 0, listStyle: "none", background: vars.color.surface, border: vars.border.hairline });

export const templateItem = style({
  display: "grid", gap: vars.space["1"], padding: vars.space["5"], borderBottom: vars.border.hairline,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const templateHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space["3"] });

export const templateLink = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.text });

export const editor = style({
  display: "grid", gap: vars.space["8"], alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const variables = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"], margin: 0, padding: 0, listStyle: "none" });

export const variable = style({
  fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, padding: `${vars.space["1"]} ${vars.space["2"]}`,
  background: vars.color.surfaceSunken, border: vars.border.hairline, borderRadius: vars.radius.sm, color: vars.color.text, cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.borderStrong } },
});

export const previewSubject = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const previewFrame = style({ width: "100%", height: "32rem", border: vars.border.hairline, background: vars.color.background });

export const plainText = style({
  margin: 0, padding: vars.space["4"], whiteSpace: "pre-wrap", wordBreak: "break-word", fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm, background: vars.color.surfaceSunken, maxHeight: "24rem", overflow: "auto",
});

export const meta = style({
  display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space["2"]} ${vars.space["4"]}`, margin: 0, fontSize: vars.fontSize.sm,
});

export const metaTerm = style({ color: vars.color.textMuted });

export const metaValue = style({ margin: 0, wordBreak: "break-word" });

export const error = style({ color: vars.color.danger });

export const rowButton = style({
  background: "none", border: "none", padding: 0, font: "inherit", color: vars.color.text, textAlign: "left", cursor: "pointer",
  textDecoration: "underline", textDecorationColor: vars.color.border, textUnderlineOffset: "0.2em",
  selectors: { "&:hover": { textDecorationColor: "currentColor" } },
});
