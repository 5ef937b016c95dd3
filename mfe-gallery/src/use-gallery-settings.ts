import { useSetting, useSettingState } from "@studio/sdk";
import { galleryTabs, parseLayout, type GalleryLayout } from "./gallery-settings.ts";

export interface GallerySettings {
  /** gallery_page_enabled is exactly 'false'. */
  disabled: boolean;
  description: string;
  tabs: string[];
  layout: GalleryLayout;
  /** True until the settings that shape the page (tabs, layout) are known. */
  isLoading: boolean;
}

export function useGallerySettings(): GallerySettings {
  const enabled = useSettingState("gallery_page_enabled", "true");
  const description = useSetting("gallery_description");
  const categories = useSettingState("gallery_categories");
  const count = useSettingState("galleries_display_count");
  const layout = useSettingState("gallery_layout", "grid");
  return {
    disabled: !enabled.isLoading && enabled.value === "false",
    description,
    tabs: galleryTabs(categories.value, count.value),
    layout: parseLayout(layout.value),
    isLoading: categories.isLoading || count.isLoading || layout.isLoading,
  };
}
