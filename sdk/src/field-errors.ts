import { ApiError } from "./client.ts";

/** Field messages keyed by the field's path, e.g. "title" or "variants.0.priceCents" (the server's keys too). */
export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** What a schema's safeParse gives back: the parsed value or its issues. */
export type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

export interface Schema<T> {
  safeParse(value: unknown): ParseResult<T>;
}

/** The first message per field, like the server's `fields`. */
export function issuesToFields(issues: readonly Issue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The `fields` of a 400 body `{ error, fields }`; empty for any other error. */
export function serverFields(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  try {
    const body = JSON.parse(error.body) as { fields?: unknown };
    if (!body.fields || typeof body.fields !== "object") return {};
    return Object.fromEntries(Object.entries(body.fields).filter(([, v]) => typeof v === "string")) as FieldErrors;
  } catch {
    return {};
  }
}
