import { useState } from "react";
import * as s from "./product.css.ts";

export const DESCRIPTION_LIMIT = 150;

/** Long descriptions are cut at 150 characters with read more / read less. */
export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const long = text.length > DESCRIPTION_LIMIT;
  const shown = long && !expanded ? `${text.slice(0, DESCRIPTION_LIMIT).trimEnd()}…` : text;
  return (
    <p className={s.description}>
      {shown}
      {long && (
        <button type="button" className={s.readMore} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Read less" : "Read more"}
        </button>
      )}
    </p>
  );
}
