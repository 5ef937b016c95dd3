import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;
const base = { width: 20, height: 20, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.5,
  strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true, focusable: false } as const;

export const BagIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M5 8h14l-1 12H6L5 8Z" /><path d="M9 8V6a3 3 0 0 1 6 0v2" /></svg>
);
export const MenuIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M4 7h16M4 12h16M4 17h16" /></svg>
);
export const CloseIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M6 6l12 12M18 6 6 18" /></svg>
);
export const InstagramIcon = (p: IconProps) => (
  <svg {...base} {...p}><rect x="3.5" y="3.5" width="17" height="17" rx="4.5" /><circle cx="12" cy="12" r="4" /><circle cx="17.2" cy="6.8" r=".6" fill="currentColor" /></svg>
);
export const FacebookIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M14.5 8H16V4.5h-2.2C11.5 4.5 10 6 10 8.4V10.5H8V14h2v6h3.5v-6h2.3l.5-3.5h-2.8V8.9c0-.6.4-.9 1-.9Z" /></svg>
);
export const TwitterIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M4 4l16 16M20 4 4 20" /></svg>
);
export const YouTubeIcon = (p: IconProps) => (
  <svg {...base} {...p}><rect x="2.5" y="5.5" width="19" height="13" rx="3.5" /><path d="m10 9.5 4.5 2.5-4.5 2.5v-5Z" fill="currentColor" /></svg>
);
