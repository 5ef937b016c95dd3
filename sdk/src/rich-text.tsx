import { RICH_TEXT_TAGS } from "@studio/contracts";

const HAS_TAG = new RegExp(`<\\/?(${RICH_TEXT_TAGS.join("|")})\\b`, "i");

/**
 * An owner's text from a rich-text setting: formatted HTML as the server stored it (sanitised with an allow-list on
 * save, see api sanitize-html.ts), or plain text shown as paragraphs at blank lines.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  if (HAS_TAG.test(text)) return <div className={className} dangerouslySetInnerHTML={{ __html: text }} />;
  return <div className={className}>{text.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)}</div>;
}
