import type { FormEvent } from "react";
import { ZNewsletterSignup } from "@studio/contracts";
import { Button, Input, useToast } from "@studio/design-system";
import { api, useSetting } from "@studio/sdk";
import { useForm } from "./use-form.ts";
import * as s from "./contact.css.ts";

/** The side panel's newsletter signup (double opt-in: the server mails a confirmation link). */
export function NewsletterSignup() {
  const { toast } = useToast();
  const heading = useSetting("newsletter_heading", "Newsletter");
  const text = useSetting("newsletter_text", "New paintings, exhibitions and studio notes, a few times a year.");
  const button = useSetting("subscribe_text", "Subscribe");
  const form = useForm({
    initial: { email: "" },
    schema: ZNewsletterSignup,
    send: (data) => api.post<{ message?: string } | undefined>("/api/newsletter", data),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await form.submit();
    if (result.ok) {
      toast({ title: "Success!", description: result.result?.message || "Thank you for subscribing to our newsletter!", variant: "success" });
      form.reset();
    } else if (result.message) {
      toast({ title: `Failed to subscribe: ${result.message}`, variant: "error" });
    }
  };

  return (
    <section className={s.panelSection} aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className={s.panelHeading}>{heading}</h2>
      <p className={s.muted}>{text}</p>
      <form className={s.signup} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Newsletter signup">
        <Input label="Email for the newsletter" hideLabel type="email" autoComplete="email" placeholder="you@example.com" {...form.text("email")} />
        <Button type="submit" variant="secondary" loading={form.busy}>{button}</Button>
      </form>
    </section>
  );
}
