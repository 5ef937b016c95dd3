import { RICH_TEXT_TAGS } from "@studio/contracts";
import sanitize from "sanitize-html";

/**
 * Owner-written formatted text, reduced to an allow-list: the tags of RICH_TEXT_TAGS, links only to http(s) and
 * mailto (opened in a new tab without access to this page), no other attributes, no styles, scripts, event
 * handlers or comments.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: { a: ["href", "rel", "target"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // Whatever the owner wrote for rel/target is replaced.
    transformTags: { a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }) },
  });
}
