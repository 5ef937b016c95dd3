import { Link, VisuallyHidden } from "@studio/design-system";
import { useSetting, useSocialLinks } from "@studio/sdk";
import { NewsletterSignup } from "./newsletter-signup.tsx";
import * as s from "./contact.css.ts";

export const DEFAULT_CONTACT_FORM_TEXT = "I read every message myself and usually reply within two business days.";
export const DEFAULT_FOLLOW_ME_TEXT = "Studio days, works in progress and new paintings first.";

/** Beside the form: the contact-form text, the studio's address, follow-me links and the newsletter signup. */
export function SidePanel() {
  const formText = useSetting("contact_form_text", DEFAULT_CONTACT_FORM_TEXT);
  const followText = useSetting("follow_me_text", DEFAULT_FOLLOW_ME_TEXT);
  const email = useSetting("contact_email");
  const links = useSocialLinks();

  return (
    <aside className={s.panel} aria-label="More ways to connect">
      <section className={s.panelSection}>
        <p className={s.panelText}>{formText}</p>
        {email && <p>Email: <Link href={`mailto:${email}`}>{email}</Link></p>}
      </section>
      {links.length > 0 && (
        <section className={s.panelSection} aria-labelledby="follow-heading">
          <h2 id="follow-heading" className={s.panelHeading}>Follow Me</h2>
          <p className={s.muted}>{followText}</p>
          <ul className={s.follow}>
            {links.map(({ key, label, url, Icon }) => (
              <li key={key}>
                <a href={url} target="_blank" rel="noopener noreferrer" className={s.followLink}>
                  <Icon width={18} height={18} />
                  <span>{label}</span>
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <NewsletterSignup />
    </aside>
  );
}
