import type { ZodType } from "zod";

/**
 * The one HTTP client of the browser (product spec section 7/8):
 * credentials always included, JSON content type only when a body exists,
 * `X-Requested-With: fetch` on every request (the server's CSRF guard).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The server's `{ error }` message when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === "object") {
        const { error, message } = parsed as { error?: unknown; message?: unknown };
        if (typeof error === "string" && error) return error;
        if (typeof message === "string" && message) return message;
      }
    } catch {
      // not JSON: no server message
    }
    return undefined;
  }
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export async function request<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  schema?: ZodType<T>,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", "X-Requested-With": "fetch", ...extraHeaders };
  const init: RequestInit = { method, credentials: "include", headers };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  const data: unknown = text ? JSON.parse(text) : undefined;
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T = unknown>(path: string, schema?: ZodType<T>) => request<T>("GET", path, undefined, schema),
  post: <T = unknown>(path: string, body?: unknown, schema?: ZodType<T>) => request<T>("POST", path, body, schema),
  put: <T = unknown>(path: string, body?: unknown, schema?: ZodType<T>) => request<T>("PUT", path, body, schema),
  patch: <T = unknown>(path: string, body?: unknown, schema?: ZodType<T>) => request<T>("PATCH", path, body, schema),
  delete: <T = unknown>(path: string, schema?: ZodType<T>) => request<T>("DELETE", path, undefined, schema),
};

/** Text for a toast: the server's message when it sent one, else the error message. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
