import { useId } from "react";
import { Textarea } from "@studio/design-system";
import { RichText } from "@studio/sdk";
import { previewHtml } from "./preview-html.ts";
import * as f from "../components/form.css.ts";
import * as s from "./settings.css.ts";

const TAGS_HINT = "Plain paragraphs (a blank line between them), or HTML with <p>, <strong>, <em>, <a href>, <ul>/<ol> and <li>, <h3>, <h4>, <blockquote>. Anything else is removed when saved.";

interface RichTextFieldProps {
  label: string;
  value: string;
  help?: string;
  error?: string;
  onChange: (value: string) => void;
}

/** Formatted text written as HTML, with the allowed tags named and a live preview as the page will show it. */
export function RichTextField({ label, value, help, error, onChange }: RichTextFieldProps) {
  const id = useId();
  return (
    <div className={s.field}>
      <Textarea label={label} rows={8} value={value} error={error} hint={help ? `${help} ${TAGS_HINT}` : TAGS_HINT}
        spellCheck onChange={(e) => onChange(e.target.value)} />
      <section className={s.preview} aria-labelledby={`${id}-preview`}>
        <p id={`${id}-preview`} className={s.previewLabel}>Preview of {label}</p>
        {value.trim() ? <RichText text={previewHtml(value)} /> : <p className={f.muted}>Nothing written yet.</p>}
      </section>
    </div>
  );
}
