import type { Setting } from "@studio/contracts";
import { saveSetting, useApi } from "@studio/sdk";
import { changed } from "./admin-api.ts";

/** The stored settings (a key that is missing is unset). */
export const useAdminSettings = () => useApi<Setting[]>("/api/admin/settings");

/**
 * Saves one site setting (the server answers with what it stored: formatted text comes back sanitised). Open public
 * pages refresh: this tab at once, the others and visitors through setting.updated over /ws.
 */
export const saveSiteSetting = (key: string, value: string) =>
  changed(saveSetting(key, value), ["/api/settings", "/api/admin/settings"]);
