import { RICH_TEXT_TAGS } from "@studio/contracts";
import { richText } from "./rich-text.css.ts";

const HAS_TAG = new RegExp(`<\\/?(${RICH_TEXT_TAGS.join("|")})\\b`, "i");

/**
 * An owner's text from a rich-text setting: formatted HTML as the server stored it (sanitised with an allow-list on
 * save, see api sanitize-html.ts), or plain text shown as paragraphs at blank lines.
 */
export function RichText({ text }: { text: string }) {
  if (HAS_TAG.test(text)) return <div className={richText} dangerouslySetInnerHTML={{ __html: text }} />;
  return <div className={richText}>{text.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)}</div>;
}
