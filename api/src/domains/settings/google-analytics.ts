import { ANALYTICS_SETTING_FIELDS, googleAnalyticsId } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";

/**
 * The Google Analytics measurement id when the owner switched it on (google_analytics_enabled 'true') and gave a
 * valid id; else null. Pages then allow Google's hosts in their Content-Security-Policy (http/app.ts), and the shell
 * loads the script once (shell/src/layout/google-analytics.ts).
 */
export async function findGoogleAnalyticsId(db: Db): Promise<string | null> {
  const rows = await db<{ key: string; value: string }[]>`
    select key, value from settings where key in ${db(ANALYTICS_SETTING_FIELDS.map((f) => f.key))}`;
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return googleAnalyticsId(value("google_analytics_enabled"), value("google_analytics_id"));
}
