import { parseFlag, parseList, type Image, type SettingField } from "@studio/contracts";

/**
 * What a field's control shows for a stored value (undefined: unset): toggles and lists as the site reads them,
 * a select's unset value as its first option. A field is changed when its control value differs from this.
 */
export function controlValue(field: SettingField, stored: string | undefined): string {
  switch (field.control) {
    case "toggle":
      return String(parseFlag(stored, field.defaultOn ?? false));
    case "list":
      return JSON.stringify(parseList(stored, field.defaultList ?? []));
    case "select":
      return stored !== undefined && field.options?.some((o) => o.value === stored) ? stored : (field.options?.[0]?.value ?? "");
    default:
      return stored ?? "";
  }
}

/** The categories a list control holds: its JSON array as it is (even empty, while editing), else the default. */
export function listItems(value: string, defaultList: readonly string[]): string[] {
  try {
    const list: unknown = JSON.parse(value);
    if (Array.isArray(list)) return list.filter((c): c is string => typeof c === "string");
  } catch {
    // not JSON: the default list
  }
  return parseList(value, defaultList);
}

/** A stored image URL as ImageUpload's preview (its size is unknown: the preview keeps the natural proportions). */
export const storedImage = (src: string): Image => ({ src, width: 1600, height: 1200, srcset: { avif: "", webp: "", jpeg: "" } });
