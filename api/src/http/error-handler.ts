import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, STATUS_OF } from "../errors.ts";
import { log } from "../log.ts";

/** The one place errors become responses: AppError -> its status and message; anything else -> a plain 500. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof AppError) {
    return c.json({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) }, STATUS_OF[err.code]);
  }
  if (err instanceof HTTPException) return c.json({ error: err.message || "Request failed" }, err.status);
  log.error("unhandled error", { method: c.req.method, path: c.req.path, err });
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
}
