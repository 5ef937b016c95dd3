import { RICH_TEXT_TAGS } from "@studio/contracts";

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math", "img", "video", "audio"]);
const LINK = /^(https?:|mailto:|\/(?!\/)|#)/i;

/**
 * The owner's draft reduced to what the server keeps (the allowed tags, links without script), so the live preview
 * cannot run or load anything. The server's sanitiser stays the authority: the saved text comes back from it.
 */
export function previewHtml(draft: string): string {
  if (!/<[a-z!/?]/i.test(draft)) return draft;
  const body = new DOMParser().parseFromString(`<!doctype html><body>${draft}`, "text/html").body;
  clean(body);
  return body.querySelector(RICH_TEXT_TAGS.join(",")) ? body.innerHTML : (body.textContent ?? "");
}

function clean(parent: Element) {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === 8) node.remove();
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!ALLOWED.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    for (const { name, value } of [...element.attributes]) {
      if (!(tag === "a" && name === "href" && LINK.test(value.trim()))) element.removeAttribute(name);
    }
    if (tag === "a") {
      element.setAttribute("target", "_blank");
      element.setAttribute("rel", "noopener noreferrer");
    }
  }
}
