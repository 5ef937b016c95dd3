import { describe, expect, it } from "vitest";
import {
  DEFAULT_GALLERY_CATEGORIES, googleAnalyticsId, parseCv, parseFlag, parseList, SETTING_FIELDS, SETTINGS_TABS, toSlug, validateSetting,
} from "./site-settings.ts";
import { SETTING_KEYS } from "./settings.ts";

describe("CV", () => {
  it("splits each line on the first ' - ' into year and description", () => {
    expect(parseCv("2025 - Solo exhibition, The Harbour Gallery\r\n\n  2024 - Shortlisted - Coastal Prize  \nResidency, Northern Light")).toEqual({
      kind: "lines",
      entries: [
        { year: "2025", description: "Solo exhibition, The Harbour Gallery" },
        { year: "2024", description: "Shortlisted - Coastal Prize" },
        { year: "", description: "Residency, Northern Light" },
      ],
    });
  });

  it("is HTML as soon as it contains an angle bracket", () => {
    expect(parseCv("<ul><li>2025 - Solo show</li></ul>")).toEqual({ kind: "html", html: "<ul><li>2025 - Solo show</li></ul>" });
    expect(parseCv("2020 - A > B").kind).toBe("html");
  });

  it("has no entries when empty or missing", () => {
    expect(parseCv("")).toEqual({ kind: "lines", entries: [] });
    expect(parseCv(null)).toEqual({ kind: "lines", entries: [] });
    expect(parseCv("2019-2020 - Two years")).toEqual({ kind: "lines", entries: [{ year: "2019-2020", description: "Two years" }] });
  });
});

describe("settings parsing", () => {
  it("a toggle is 'true' or 'false'; anything else is the field's default", () => {
    expect(parseFlag("true", false)).toBe(true);
    expect(parseFlag(" FALSE ", true)).toBe(false);
    expect(parseFlag(null, true)).toBe(true);
    expect(parseFlag("", false)).toBe(false);
    expect(parseFlag("yes", false)).toBe(false);
  });

  it("a list is a non-empty JSON array of strings, else the default list", () => {
    expect(parseList('["murals", " figurative ", "murals", 3, ""]', DEFAULT_GALLERY_CATEGORIES)).toEqual(["murals", "figurative"]);
    expect(parseList("[]", ["prints"])).toEqual(["prints"]);
    expect(parseList("murals", ["prints"])).toEqual(["prints"]);
    expect(parseList(undefined, DEFAULT_GALLERY_CATEGORIES)).toEqual([...DEFAULT_GALLERY_CATEGORIES]);
  });

  it("names become category slugs", () => {
    expect(toSlug("  Imaginative Realism ")).toBe("imaginative-realism");
    expect(toSlug("Vinyl/Record art!")).toBe("vinyl-record-art");
  });

  it("every setting key the site reads has a field on a settings screen, exactly once", () => {
    const onScreens = [...SETTINGS_TABS.flatMap((t) => t.fields.map((f) => f.key)), "shop_page_enabled", "shop_description", "shop_categories",
      "google_analytics_enabled", "google_analytics_id"];
    expect(new Set(onScreens).size).toBe(onScreens.length);
    expect([...SETTING_FIELDS.keys()].sort()).toEqual([...SETTING_KEYS].sort());
  });

  it("validates values by the field's control", () => {
    expect(validateSetting("testimonials_enabled", "true")).toBeNull();
    expect(validateSetting("testimonials_enabled", "on")).toBe("Show testimonials must be 'true' or 'false'");
    expect(validateSetting("galleries_display_count", "7")).toBeNull();
    expect(validateSetting("galleries_display_count", "2.5")).toBe("Number of tabs shown must be a whole number from 1 to 20");
    expect(validateSetting("gallery_layout", "masonry")).toBeNull();
    expect(validateSetting("gallery_categories", '["featured","murals"]')).toBeNull();
    expect(validateSetting("gallery_categories", "[]")).toBe("Tabs needs at least one category");
    expect(validateSetting("gallery_categories", '["murals","murals"]')).toBe("Tabs lists a category twice");
    expect(validateSetting("social_youtube", "")).toBeNull();
    expect(validateSetting("social_youtube", "https://youtube.com/@elena")).toBeNull();
    expect(validateSetting("social_youtube", "youtube.com/elena")).toBe("Enter an address starting with https://");
    expect(validateSetting("contact_email", "studio@example.com")).toBeNull();
    expect(validateSetting("home_hero_image", "/uploads/img/abc/1600.jpg")).toBeNull();
    expect(validateSetting("google_analytics_id", "G-ABCDEF1234")).toBeNull();
    expect(validateSetting("subscribe_text", "x".repeat(41))).toBe("Subscribe button can be at most 40 characters");
    expect(validateSetting("not_on_a_screen", "anything")).toBeNull();
  });
});

describe("Google Analytics", () => {
  it("loads only when switched on with a valid measurement id", () => {
    expect(googleAnalyticsId("true", " G-ABC123XYZ9 ")).toBe("G-ABC123XYZ9");
    expect(googleAnalyticsId("false", "G-ABC123XYZ9")).toBeNull();
    expect(googleAnalyticsId(null, "G-ABC123XYZ9")).toBeNull();
    expect(googleAnalyticsId("true", "")).toBeNull();
    expect(googleAnalyticsId("true", "12345")).toBeNull();
  });
});
