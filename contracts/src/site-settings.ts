import type { SettingKey } from "./settings.ts";

/**
 * What each setting means and how it is read (product spec section 3). One catalogue serves the admin settings
 * screens (label, control, help), the server (validateSetting before a value is stored) and the public pages
 * (the parse functions below), so a value the owner can save is always one the site can read.
 */

export type SettingControl =
  /** one line of text */
  | "text"
  /** several lines of plain text */
  | "textarea"
  /** formatted text (stored sanitised, RICH_TEXT_SETTINGS) */
  | "rich"
  /** an uploaded image, stored as its URL */
  | "image"
  /** 'true' / 'false' */
  | "toggle"
  | "url"
  | "email"
  /** a whole number between min and max */
  | "number"
  /** one of `options` */
  | "select"
  /** a JSON array of category slugs */
  | "list";

export interface SettingField {
  key: SettingKey;
  label: string;
  control: SettingControl;
  help?: string;
  /** toggle: whether a missing value means on. */
  defaultOn?: boolean;
  /** select: the allowed values and their labels. */
  options?: readonly { value: string; label: string }[];
  /** number: the allowed range. */
  min?: number;
  max?: number;
  /** list: what the list holds when the setting is missing. */
  defaultList?: readonly string[];
  /** text: a pattern the value must match (when not empty) and the message when it does not. */
  pattern?: RegExp;
  patternMessage?: string;
  maxLength?: number;
}

/** Spec section 9: the default gallery tabs, in this order. */
export const DEFAULT_GALLERY_CATEGORIES = [
  "featured", "imaginative-realism", "sculpture", "murals", "figurative", "chinese-zodiac-series", "vinyl-record-art",
] as const;
/** Spec section 9: the default shop categories. */
export const DEFAULT_SHOP_CATEGORIES = ["prints", "original-paintings", "merchandise"] as const;
export const DEFAULT_GALLERY_DISPLAY_COUNT = 5;

const SOCIAL_HELP = "Your profile's full address. Leave empty to hide the icon.";

/** The settings screen's tabs (/admin/settings/:tab), in order. */
export const SETTINGS_TABS = [
  {
    id: "homepage",
    label: "Homepage",
    intro: "The first screen visitors see: the hero, the recommendation block and the trust sections below it.",
    fields: [
      { key: "home_hero_image", label: "Hero image", control: "image", help: "A tall painting works best. Shown beside the heading." },
      { key: "home_hero_heading", label: "Hero heading", control: "text", maxLength: 160 },
      { key: "home_hero_subheading", label: "Hero subheading", control: "textarea", maxLength: 400 },
      { key: "home_ai_art_title", label: "Recommendations title", control: "text", maxLength: 120, help: "Above the six works picked for each visitor." },
      { key: "home_ai_art_subtitle", label: "Recommendations subtitle", control: "text", maxLength: 240 },
      { key: "testimonials_enabled", label: "Show testimonials", control: "toggle", defaultOn: false, help: "Four built-in sample testimonials on a 5-star scale." },
      {
        key: "social_proof_enabled", label: "Show recent purchases and studio figures", control: "toggle", defaultOn: false,
        help: "Built-in sample figures and purchases (not the shop's own numbers), refreshed every 5 minutes.",
      },
    ],
  },
  {
    id: "gallery",
    label: "Gallery",
    intro: "The public gallery page: whether it shows, its introduction, its tabs and layout.",
    fields: [
      { key: "gallery_page_enabled", label: "Gallery page is open", control: "toggle", defaultOn: true, help: "When off, visitors see 'Gallery Not Available'." },
      { key: "gallery_description", label: "Introduction", control: "textarea", maxLength: 600 },
      { key: "gallery_categories", label: "Tabs", control: "list", defaultList: DEFAULT_GALLERY_CATEGORIES, help: "Category tabs in order. 'featured' shows the works marked Featured." },
      { key: "galleries_display_count", label: "Number of tabs shown", control: "number", min: 1, max: 20 },
      { key: "gallery_layout", label: "Layout", control: "select", options: [{ value: "grid", label: "Grid (even rows)" }, { value: "masonry", label: "Masonry (natural proportions)" }] },
    ],
  },
  {
    id: "about",
    label: "About",
    intro: "The about page: your statement, your story, your CV and the studio.",
    fields: [
      { key: "about_profile_image", label: "Portrait", control: "image" },
      { key: "about_artist_statement", label: "Artist statement", control: "rich" },
      { key: "about_biography", label: "Biography", control: "rich" },
      { key: "about_cv", label: "CV highlights", control: "textarea", maxLength: 20_000, help: "One line per entry: '2024 - Solo exhibition, The Harbour Gallery'. Formatted HTML is also accepted." },
      { key: "studio_visit_enabled", label: "Show the studio section", control: "toggle", defaultOn: false, help: "With a Book a Studio Visit button leading to the contact page." },
      { key: "about_studio", label: "About the studio", control: "rich" },
      { key: "about_studio_image", label: "Studio photograph", control: "image" },
    ],
  },
  {
    id: "contact",
    label: "Contact",
    intro: "The contact page, commissions and the newsletter signup.",
    fields: [
      { key: "contact_page_enabled", label: "Contact page is open", control: "toggle", defaultOn: true, help: "When off, visitors see 'Contact Not Available'." },
      { key: "commission_page_enabled", label: "Take commission requests", control: "toggle", defaultOn: false, help: "Adds the Commission Request tab with the price estimator." },
      { key: "contact_heading", label: "Heading", control: "text", maxLength: 160 },
      { key: "contact_subheading", label: "Subheading", control: "textarea", maxLength: 400 },
      { key: "contact_email", label: "Contact email", control: "email", help: "Shown on the page; messages are sent here." },
      { key: "contact_form_text", label: "Text beside the form", control: "textarea", maxLength: 600 },
      { key: "follow_me_text", label: "Social links heading", control: "text", maxLength: 120 },
      { key: "newsletter_heading", label: "Newsletter heading", control: "text", maxLength: 120 },
      { key: "newsletter_text", label: "Newsletter text", control: "textarea", maxLength: 400 },
      { key: "subscribe_text", label: "Subscribe button", control: "text", maxLength: 40 },
    ],
  },
  {
    id: "footer",
    label: "Footer",
    intro: "Your studio's name, the footer text and your social profiles.",
    fields: [
      { key: "studio_name", label: "Studio name", control: "text", maxLength: 80, help: "In the header, every page title and search results." },
      { key: "artist_name", label: "Artist name", control: "text", maxLength: 80, help: "Your name as the author of the works, for search engines and the about page." },
      { key: "footer_title", label: "Footer title", control: "text", maxLength: 120 },
      { key: "footer_description", label: "Footer description", control: "textarea", maxLength: 400 },
      { key: "social_instagram", label: "Instagram", control: "url", help: "Your profile's full address, e.g. https://instagram.com/yourname. Leave empty to hide the icon." },
      { key: "social_facebook", label: "Facebook", control: "url", help: SOCIAL_HELP },
      { key: "social_twitter", label: "Twitter / X", control: "url", help: SOCIAL_HELP },
      { key: "social_youtube", label: "YouTube", control: "url", help: SOCIAL_HELP },
    ],
  },
] as const satisfies readonly { id: string; label: string; intro: string; fields: readonly SettingField[] }[];

export type SettingsTab = (typeof SETTINGS_TABS)[number]["id"];

/** /admin/shop-settings: the shop page. */
export const SHOP_SETTING_FIELDS: readonly SettingField[] = [
  { key: "shop_page_enabled", label: "Shop is open", control: "toggle", defaultOn: true, help: "When off, the Shop link and the Shop Now button are hidden." },
  { key: "shop_description", label: "Shop introduction", control: "textarea", maxLength: 600 },
  { key: "shop_categories", label: "Shop categories", control: "list", defaultList: DEFAULT_SHOP_CATEGORIES },
];

/** The site's time zone when the owner has not chosen one: the dashboard counts days in it. */
export const DEFAULT_TIME_ZONE = "UTC";

/** The time zones the runtime knows (IANA names), UTC first. */
export const TIME_ZONES: readonly string[] = [
  DEFAULT_TIME_ZONE,
  ...(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone").filter((tz) => tz !== DEFAULT_TIME_ZONE) : []),
];

/** /admin/analytics-settings, first form: the time zone the dashboard counts days in. */
export const TIME_ZONE_SETTING_FIELDS: readonly SettingField[] = [
  {
    key: "time_zone", label: "Time zone", control: "select", options: TIME_ZONES.map((tz) => ({ value: tz, label: tz.replaceAll("_", " ") })),
    help: "The dashboard counts visits and sales by calendar day in this time zone.",
  },
];

/** /admin/analytics-settings, second form: Google Analytics (first-party analytics always run). */
export const ANALYTICS_SETTING_FIELDS: readonly SettingField[] = [
  { key: "google_analytics_enabled", label: "Use Google Analytics", control: "toggle", defaultOn: false, help: "Loads Google's script on public pages. Needs a measurement id." },
  {
    key: "google_analytics_id", label: "Measurement id", control: "text", maxLength: 20,
    pattern: /^(G|UA|GT|AW)-[A-Z0-9-]{4,16}$/, patternMessage: "A measurement id looks like G-XXXXXXXXXX",
  },
];

/** Every field of every settings screen, by key. */
export const SETTING_FIELDS: ReadonlyMap<string, SettingField> = new Map(
  [
    ...SETTINGS_TABS.flatMap((t) => t.fields as readonly SettingField[]), ...SHOP_SETTING_FIELDS, ...TIME_ZONE_SETTING_FIELDS,
    ...ANALYTICS_SETTING_FIELDS,
  ].map((f) => [f.key, f]),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Imaginative Realism " -> "imaginative-realism". */
export function toSlug(text: string): string {
  return text.trim().toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** A toggle setting: 'true' / 'false'; anything else (or missing) is the field's default. */
export function parseFlag(raw: string | null | undefined, defaultOn: boolean): boolean {
  const text = raw?.trim().toLowerCase();
  if (text === "true") return true;
  if (text === "false") return false;
  return defaultOn;
}

/** A list setting: a non-empty JSON array of strings (trimmed, de-duplicated), else the default list. */
export function parseList(raw: string | null | undefined, defaultList: readonly string[]): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? "");
    if (Array.isArray(value)) {
      const items = value.filter((v): v is string => typeof v === "string").map((v) => v.trim()).filter(Boolean);
      if (items.length > 0) return [...new Set(items)];
    }
  } catch {
    // Not JSON: the default list.
  }
  return [...defaultList];
}

export type CvEntries = { kind: "html"; html: string } | { kind: "lines"; entries: { year: string; description: string }[] };

/**
 * The about page's CV (spec section 2): HTML when it contains angle brackets (stored sanitised), else one entry per
 * line, split on the first ' - ' into year and description (a line without it is a description alone).
 */
export function parseCv(raw: string | null | undefined): CvEntries {
  const text = raw ?? "";
  if (/[<>]/.test(text)) return { kind: "html", html: text };
  const entries = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean).map((line) => {
    const at = line.indexOf(" - ");
    return at < 0 ? { year: "", description: line } : { year: line.slice(0, at).trim(), description: line.slice(at + 3).trim() };
  });
  return { kind: "lines", entries };
}

/**
 * The Google Analytics measurement id to load, or null: only when google_analytics_enabled is 'true' and the id is
 * valid. The shell loads the script on it, the server opens the pages' CSP to Google on it.
 */
export function googleAnalyticsId(enabled: string | null | undefined, id: string | null | undefined): string | null {
  const trimmed = id?.trim() ?? "";
  if (!parseFlag(enabled, false) || !trimmed) return null;
  return validateSetting("google_analytics_id", trimmed) === null ? trimmed : null;
}

/**
 * Why `value` cannot be stored under `key`, or null when it can. Keys without a field (not on a settings screen)
 * are only limited in length by ZSettingWrite.
 */
export function validateSetting(key: string, value: string): string | null {
  const field = SETTING_FIELDS.get(key);
  if (!field) return null;
  const text = value.trim();
  if (field.maxLength && value.length > field.maxLength) return `${field.label} can be at most ${field.maxLength.toLocaleString("en-US")} characters`;
  switch (field.control) {
    case "toggle":
      return text === "true" || text === "false" ? null : `${field.label} must be 'true' or 'false'`;
    case "number": {
      const n = Number(text);
      return Number.isInteger(n) && n >= (field.min ?? 0) && n <= (field.max ?? Number.MAX_SAFE_INTEGER)
        ? null : `${field.label} must be a whole number from ${field.min} to ${field.max}`;
    }
    case "select": {
      const options = field.options ?? [];
      if (options.some((o) => o.value === text)) return null;
      // A long list (time zones) is not worth spelling out in a message.
      return options.length > 8 ? `Choose a ${field.label.toLowerCase()} from the list` : `${field.label} must be one of: ${options.map((o) => o.value).join(", ")}`;
    }
    case "list": {
      let list: unknown;
      try {
        list = JSON.parse(value);
      } catch {
        return `${field.label} must be a list of categories`;
      }
      if (!Array.isArray(list) || list.length === 0) return `${field.label} needs at least one category`;
      if (list.length > 30) return `${field.label} can hold at most 30 categories`;
      const bad = list.find((c) => typeof c !== "string" || !SLUG.test(c));
      if (bad !== undefined) return `'${String(bad)}' is not a category name: use lowercase letters, digits and dashes`;
      if (new Set(list).size !== list.length) return `${field.label} lists a category twice`;
      return null;
    }
    case "url":
      if (!text) return null;
      try {
        const url = new URL(text);
        return url.protocol === "https:" || url.protocol === "http:" ? null : "Enter an address starting with https://";
      } catch {
        return "Enter an address starting with https://";
      }
    case "email":
      return !text || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : "Please enter a valid email address";
    case "image":
      return !text || /^(\/uploads\/[\w./-]+|https:\/\/\S+)$/.test(text) ? null : `${field.label} must be an uploaded image`;
    default:
      return !text || !field.pattern || field.pattern.test(text) ? null : (field.patternMessage ?? `${field.label} is not valid`);
  }
}
