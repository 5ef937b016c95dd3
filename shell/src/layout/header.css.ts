import { style } from "@vanilla-extract/css";
import { vars } from "@studio/design-system/theme";
import { media } from "@studio/design-system/tokens";

const desktop = media.md;

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: `color-mix(in srgb, ${vars.color.background} 92%, transparent)`,
  backdropFilter: "blur(8px)",
  borderBottom: vars.border.hairline,
});

export const bar = style({ display: "flex", alignItems: "center", gap: vars.space["6"], minHeight: "4.5rem" });

export const brand = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  letterSpacing: vars.letterSpacing.tight,
  color: vars.color.text,
  textDecoration: "none",
  marginRight: "auto",
  selectors: { "&:hover": { color: vars.color.text } },
});

export const desktopNav = style({ display: "none", "@media": { [desktop]: { display: "block" } } });

export const navList = style({ display: "flex", gap: vars.space["8"], listStyle: "none", padding: 0 });

export const navLink = style({
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
  color: vars.color.textMuted,
  textDecoration: "none",
  paddingBlock: vars.space["2"],
  borderBottom: "1px solid transparent",
  selectors: {
    "&:hover": { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.text },
  },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space["2"] });

export const iconButton = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.control,
  height: vars.size.control,
  border: 0,
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.text,
  selectors: { "&:hover": { background: vars.color.surfaceSunken } },
});

export const menuToggle = style([iconButton, { "@media": { [desktop]: { display: "none" } } }]);

export const count = style({
  position: "absolute",
  top: "4px",
  right: "2px",
  minWidth: "1.15rem",
  height: "1.15rem",
  paddingInline: "4px",
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: "0.6875rem",
  fontWeight: vars.fontWeight.semibold,
  lineHeight: "1.15rem",
  textAlign: "center",
});

export const mobileNav = style({
  borderTop: vars.border.hairline,
  background: vars.color.background,
  "@media": { [desktop]: { display: "none" } },
});

export const mobileList = style({ listStyle: "none", padding: `${vars.space["2"]} 0 ${vars.space["4"]}` });

export const mobileLink = style([navLink, {
  display: "block",
  paddingBlock: vars.space["3"],
  fontSize: vars.fontSize.md,
  borderBottom: 0,
  selectors: { '&[aria-current="page"]': { color: vars.color.accent } },
}]);
