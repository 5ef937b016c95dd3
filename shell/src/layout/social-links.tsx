import type { ComponentType, SVGProps } from "react";
import { useSetting } from "@studio/sdk";
import { FacebookIcon, InstagramIcon, TwitterIcon, YouTubeIcon } from "./icons.tsx";
import * as s from "./footer.css.ts";

const NETWORKS: { key: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: "social_instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "social_facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "social_twitter", label: "Twitter", Icon: TwitterIcon },
  { key: "social_youtube", label: "YouTube", Icon: YouTubeIcon },
];

function SocialLink({ settingKey, label, Icon }: { settingKey: string; label: string; Icon: (typeof NETWORKS)[number]["Icon"] }) {
  const url = useSetting(settingKey);
  if (!url) return null;
  return (
    <li>
      <a href={url} className={s.social} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`}>
        <Icon width={16} height={16} />
      </a>
    </li>
  );
}

/** One icon per social network whose setting has a value. */
export function SocialLinks() {
  return (
    <ul className={s.socials} aria-label="Follow the studio">
      {NETWORKS.map((n) => <SocialLink key={n.key} settingKey={n.key} label={n.label} Icon={n.Icon} />)}
    </ul>
  );
}
