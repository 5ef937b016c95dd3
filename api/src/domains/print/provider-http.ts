import { AppError } from "../../errors.ts";
import { log } from "../../log.ts";

/** How each provider's failures are worded for the owner. */
export interface ProviderWords {
  /** "Printful" */
  label: string;
  /** Said when the provider refuses the credentials (401/403), e.g. "Printful refused the API key. ..." */
  refused: string;
}

/**
 * A failure that may pass by itself (time-out, network, 429, 5xx): an order send that meets one is retried by the bus;
 * any other AppError (refused key, refused order) waits for the owner.
 */
export class ProviderOutage extends AppError {
  constructor(message: string) {
    super("upstream", message);
  }
}

/** The provider's answer: status and parsed JSON (null when the body was not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to a provider's API with a time limit. Network failures, time-outs and 5xx answers become a 502
 * `upstream` AppError the owner can act on; 401/403 become `words.refused`; other statuses are returned to the caller
 * (e.g. 404 means "no such product").
 */
export async function callProvider(words: ProviderWords, url: URL, init: RequestInit, timeoutMs: number): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: "follow", signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const timedOut = err instanceof DOMException && (err.name === "TimeoutError" || err.name === "AbortError");
    const seconds = Math.max(1, Math.round(timeoutMs / 1000));
    log.warn("print provider unreachable", { provider: words.label, host: url.host, err: String(err) });
    throw new ProviderOutage(
      timedOut
        ? `${words.label} did not answer within ${seconds} second${seconds === 1 ? "" : "s"}. Please try again in a few minutes.`
        : `${words.label} could not be reached. Check the internet connection and the API address, then try again.`,
    );
  }
  const text = await res.text().catch(() => "");
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (res.status === 401 || res.status === 403) throw new AppError("upstream", words.refused);
  if (res.status === 429) throw new ProviderOutage(`${words.label} is limiting requests right now. Please wait a minute and try again.`);
  if (res.status >= 500) {
    log.warn("print provider failed", { provider: words.label, status: res.status });
    throw new ProviderOutage(`${words.label} is having trouble right now (error ${res.status}). Please try again later.`);
  }
  return { status: res.status, body };
}

/** Refuses an answer that is not the JSON shape the client expects. */
export function unexpected(words: ProviderWords): AppError {
  return new AppError("upstream", `${words.label} sent an answer we could not read. Check the API address in Print on demand settings.`);
}
