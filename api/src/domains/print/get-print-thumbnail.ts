import { PRINT_PROVIDER_LABELS, type PrintProviderName } from "@studio/contracts";
import { AppError } from "../../errors.ts";
import { sniffImage } from "../media/image-rules.ts";
import type { PrintDeps } from "./choose-print-provider.ts";
import { downloadMockup } from "./download-mockup.ts";
import { GOOTEN_API_URL } from "./gooten-client.ts";
import { PRINTFUL_API_URL } from "./printful-client.ts";
import { readPrintSettings } from "./print-settings.ts";

/** The provider's own image hosts (and their subdomains); the configured API host is added to them. */
const IMAGE_DOMAINS: Record<PrintProviderName, string[]> = { printful: ["printful.com"], gooten: ["gooten.com", "print.io"] };

/**
 * A catalogue or mockup image, fetched by the server for the admin screens (the site's CSP lets pages load images
 * from our origin only). Only from the provider's hosts, within the time and size limits, and only real images.
 */
export async function getPrintThumbnail(deps: PrintDeps, name: PrintProviderName, url: string): Promise<{ bytes: Uint8Array; type: string }> {
  const stored = await readPrintSettings(deps.db);
  const api = stored[name].baseUrl || (name === "printful" ? deps.config.PRINTFUL_API_URL ?? PRINTFUL_API_URL : deps.config.GOOTEN_API_URL ?? GOOTEN_API_URL);
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    throw new AppError("not_found", "No such image");
  }
  const allowed = host === new URL(api).host || IMAGE_DOMAINS[name].some((d) => host === d || host.endsWith(`.${d}`));
  if (!allowed) throw new AppError("not_found", "No such image");
  const bytes = await downloadMockup(PRINT_PROVIDER_LABELS[name], url, deps.config.PRINT_PROVIDER_TIMEOUT_MS);
  return { bytes, type: `image/${sniffImage(bytes)}` };
}
