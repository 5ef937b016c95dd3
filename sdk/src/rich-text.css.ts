import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";

/** An owner's text: its paragraphs, lists and small headings spaced like the page's own prose. */
export const richText = style({ display: "grid", gap: vars.space["4"] });

globalStyle(`${richText} > *`, { margin: 0 });
globalStyle(`${richText} ul, ${richText} ol`, { paddingLeft: vars.space["6"], display: "grid", gap: vars.space["1"] });
