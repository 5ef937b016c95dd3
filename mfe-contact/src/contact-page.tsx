import { Container, Skeleton, Tabs } from "@studio/design-system";
import { useArtistLd, usePageMeta, useSettingState } from "@studio/sdk";
import { CommissionForm } from "./commission-form.tsx";
import { InquiryForm } from "./inquiry-form.tsx";
import { SidePanel } from "./side-panel.tsx";
import * as s from "./contact.css.ts";

export const DEFAULT_CONTACT_HEADING = "Get in Touch";
export const DEFAULT_CONTACT_SUBHEADING =
  "Questions about a painting, a print or a commission? Send a message and the studio will reply soon.";

/** /contact (spec section 2): heading, the form (and commissions when enabled), the side panel. */
export function ContactPage() {
  const enabled = useSettingState("contact_page_enabled", "true");
  const commissions = useSettingState("commission_page_enabled", "false");
  const heading = useSettingState("contact_heading", DEFAULT_CONTACT_HEADING);
  const subheading = useSettingState("contact_subheading", DEFAULT_CONTACT_SUBHEADING);
  usePageMeta({ title: "Contact", description: subheading.value, jsonLd: [useArtistLd()] });

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
    <Container className={s.page}>
      <header className={s.intro}>
        <p className={s.eyebrow}>Contact</p>
        <h1>{loading ? <Skeleton height="1.2em" width="60%" /> : heading.value}</h1>
        {loading ? <Skeleton variant="text" lines={2} /> : <p className={s.subheading}>{subheading.value}</p>}
      </header>
      <div className={s.layout}>
        <div className={s.main}>
          {commissions.value === "true" ? (
            <Tabs
              aria-label="What would you like to do?"
              items={[
                { value: "general", label: "General Inquiry", content: <InquiryForm /> },
                { value: "commission", label: "Commission Request", content: <CommissionForm /> },
              ]}
            />
          ) : (
            <InquiryForm />
          )}
        </div>
        <SidePanel />
      </div>
    </Container>
  );
}
