/**
 * The API responses a server-rendered page was built with, embedded in the page and read before hydration, so the
 * first browser render shows exactly what the server sent, with no request. Invalidated keys are dropped here too,
 * otherwise a screen mounted later would show the page-load copy instead of fetching fresh data.
 */
export const SERVER_DATA_ELEMENT_ID = "studio-data";

export interface PageData {
  /** API path -> response body. */
  data: Record<string, unknown>;
  /** API path -> the error message its request gave the server (e.g. "404: ..." for an unknown product). */
  errors: Record<string, string>;
}

export const serverData: PageData = { data: {}, errors: {} };

/** Reads the JSON the server embedded in the page (a non-executable script element). */
export function seedServerData(doc: Document = document): boolean {
  const element = doc.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return false;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PageData>;
    Object.assign(serverData.data, parsed.data);
    Object.assign(serverData.errors, parsed.errors);
    return true;
  } catch (error) {
    console.warn("[server-data] ignored unparseable page data", error);
    return false;
  }
}

export function dropServerData(matches: (key: string) => boolean): void {
  for (const bag of [serverData.data, serverData.errors]) {
    for (const key of Object.keys(bag)) if (matches(key)) delete bag[key];
  }
}
