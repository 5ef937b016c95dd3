import { style } from "@vanilla-extract/css";

export const page = style({ padding: "2rem" });
export const title = style({ color: "rgb(154, 75, 47)", letterSpacing: "0.02em" });
