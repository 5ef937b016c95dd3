import type { FormEvent } from "react";
import { ZContactMessageInput } from "@studio/contracts";
import { Button, Checkbox, Input, Textarea, useToast } from "@studio/design-system";
import { api } from "@studio/sdk";
import { useForm } from "./use-form.ts";
import * as s from "./contact.css.ts";

const EMPTY = { name: "", email: "", subject: "", message: "", subscribeToNewsletter: false };

/** General Inquiry: name, email, subject, message (spec sections 4, 5 and 8). */
export function InquiryForm() {
  const { toast } = useToast();
  const form = useForm({ initial: EMPTY, schema: ZContactMessageInput, send: (data) => api.post("/api/contact", data) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await form.submit();
    if (result.ok) {
      toast({ title: "Thank you for your message! We will get back to you soon.", variant: "success" });
      form.reset();
    } else if (result.message) {
      toast({ title: `Failed to send message: ${result.message}`, variant: "error" });
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Send a message">
      <div className={s.pair}>
        <Input label="Name" required autoComplete="name" maxLength={200} {...form.text("name")} />
        <Input label="Email" type="email" required autoComplete="email" maxLength={254} {...form.text("email")} />
      </div>
      <Input label="Subject" required maxLength={200} {...form.text("subject")} />
      <Textarea label="Message" required rows={7} maxLength={5000} hint="At least 10 characters." {...form.text("message")} />
      <Checkbox
        label="Send me the studio newsletter"
        hint="New paintings and exhibitions, a few times a year. You will be asked to confirm."
        checked={form.values.subscribeToNewsletter}
        onChange={(e) => form.set("subscribeToNewsletter", e.target.checked)}
      />
      <div>
        <Button type="submit" loading={form.busy}>Send Message</Button>
      </div>
    </form>
  );
}
