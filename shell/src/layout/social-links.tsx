import { useSocialLinks } from "@studio/sdk";
import * as s from "./footer.css.ts";

/** One icon per social network whose setting has a value. */
export function SocialLinks() {
  const links = useSocialLinks();
  return (
    <ul className={s.socials} aria-label="Follow the studio">
      {links.map(({ key, label, url, Icon }) => (
        <li key={key}>
          <a href={url} className={s.social} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`}>
            <Icon width={16} height={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
