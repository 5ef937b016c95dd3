import { AppError } from "../../errors.ts";
import { MAX_UPLOAD_BYTES, sniffImage } from "../media/image-rules.ts";

/**
 * Downloads a provider's mockup image for the import: http(s) only, within the time limit and the upload size
 * limit, and only when its first bytes are a JPEG, PNG, WebP or AVIF (the store-image pipeline then re-encodes it).
 */
export async function downloadMockup(label: string, url: string, timeoutMs: number): Promise<Uint8Array> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError("upstream", `${label}'s mockup image has an address we cannot use`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new AppError("upstream", `${label}'s mockup image has an address we cannot use`);
  }
  const failed = new AppError("upstream", `${label}'s mockup image could not be downloaded. Please try the import again later.`);
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response;
  try {
    res = await fetch(parsed, { signal, headers: { accept: "image/*" } });
  } catch {
    throw failed;
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw failed;
  }
  if (Number(res.headers.get("content-length") ?? 0) > MAX_UPLOAD_BYTES) {
    await res.body.cancel();
    throw new AppError("upstream", `${label}'s mockup image is larger than 20 MB`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) throw new AppError("upstream", `${label}'s mockup image is larger than 20 MB`);
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw failed;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  const format = sniffImage(bytes);
  if (!format || format === "heic") throw new AppError("upstream", `${label}'s mockup is not a JPEG, PNG, WebP or AVIF image`);
  return bytes;
}
