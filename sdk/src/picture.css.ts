import { style } from "@vanilla-extract/css";

/** The <picture> wrapper takes no box of its own: the <img> is styled by the caller. */
export const picture = style({ display: "contents" });
