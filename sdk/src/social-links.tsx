import type { ComponentType, SVGProps } from "react";
import { useSetting } from "./swr.tsx";

type IconProps = SVGProps<SVGSVGElement>;
const base = { width: 20, height: 20, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.5,
  strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true, focusable: false } as const;

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

export interface SocialLink {
  key: string;
  label: string;
  url: string;
  Icon: ComponentType<IconProps>;
}

/** The social networks of the settings (spec section 2), in the order they are shown. */
export const SOCIAL_NETWORKS: Omit<SocialLink, "url">[] = [
  { key: "social_instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "social_facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "social_twitter", label: "Twitter", Icon: TwitterIcon },
  { key: "social_youtube", label: "YouTube", Icon: YouTubeIcon },
];

/** The networks whose setting has a value (each only then is shown, opened in a new tab). */
export function useSocialLinks(): SocialLink[] {
  const urls = [useSetting("social_instagram"), useSetting("social_facebook"), useSetting("social_twitter"), useSetting("social_youtube")]
    .map((url) => url.trim());
  return SOCIAL_NETWORKS.flatMap((n, i) => (urls[i] ? [{ ...n, url: urls[i] }] : []));
}
