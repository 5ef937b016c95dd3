import { Container, Link, Skeleton } from "@studio/design-system";
import { usePageTitle, useSetting, useSettingState } from "@studio/sdk";
import * as s from "./contact.css.ts";

export const DEFAULT_CONTACT_HEADING = "Get in Touch";
export const DEFAULT_CONTACT_SUBHEADING =
  "Questions about a painting, a print or a commission? Send a message and the studio will reply soon.";

/** Contact heading and subheading from settings (the form, commissions and newsletter come next). */
export function ContactPage() {
  usePageTitle("Contact");
  const enabled = useSettingState("contact_page_enabled", "true");
  const heading = useSettingState("contact_heading", DEFAULT_CONTACT_HEADING);
  const subheading = useSettingState("contact_subheading", DEFAULT_CONTACT_SUBHEADING);
  const email = useSetting("contact_email");

  if (!enabled.isLoading && enabled.value === "false") {
    return (
      <Container size="sm" className={s.notice}>
        <h1>Contact Not Available</h1>
        <p>The contact page is currently unavailable. Please check back later.</p>
      </Container>
    );
  }

  const loading = heading.isLoading || subheading.isLoading;
  return (
    <Container size="sm" className={s.page}>
      <p className={s.eyebrow}>Contact</p>
      <h1>{loading ? <Skeleton height="1.2em" width="60%" /> : heading.value}</h1>
      {loading ? <Skeleton variant="text" lines={2} /> : <p className={s.subheading}>{subheading.value}</p>}
      {email && (
        <p className={s.email}>
          Email: <Link href={`mailto:${email}`}>{email}</Link>
        </p>
      )}
    </Container>
  );
}
