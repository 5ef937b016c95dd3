import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "../errors.ts";

const MAX_JSON_BYTES = 256 * 1024;

function fail(error: z.ZodError): never {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  throw new AppError("validation", error.issues[0]?.message ?? "Invalid request", fields);
}

/** A JSON body, not validated yet; a body over `maxBytes` is a 413 (refused by its Content-Length before reading). */
export async function readJson(c: Context, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const tooLarge = () => new AppError("payload_too_large", "Request body is too large");
  if (Number(c.req.header("content-length") ?? 0) > maxBytes) throw tooLarge();
  const text = await c.req.text();
  if (text.length > maxBytes) throw tooLarge();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("validation", "Request body must be valid JSON");
  }
}

/** Parses a JSON body with a zod schema; a bad body is a 400 naming each field's problem. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const result = schema.safeParse(await readJson(c));
  return result.success ? result.data : fail(result.error);
}

const ZId = z.coerce.number({ message: "Id must be a number" }).int("Id must be a whole number").positive("Id must be positive");

/** A numeric id from a path or query parameter; anything else is a 400. */
export const parseId = (raw: string | undefined) => parseWith(ZId, raw);

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  return result.success ? result.data : fail(result.error);
}
