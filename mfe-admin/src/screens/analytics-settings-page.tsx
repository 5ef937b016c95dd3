import { ANALYTICS_SETTING_FIELDS, TIME_ZONE_SETTING_FIELDS } from "@studio/contracts";
import { usePageTitle, type FieldErrors } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { SettingsForm } from "../settings/settings-form.tsx";

/** Google Analytics without a measurement id would load nothing useful: switching it on needs one. */
export function checkAnalytics(values: Record<string, string>): FieldErrors {
  return values.google_analytics_enabled === "true" && !values.google_analytics_id?.trim()
    ? { google_analytics_id: "Enter the measurement id to use Google Analytics" }
    : {};
}

/** /admin/analytics-settings: the time zone the dashboard counts days in, and whether Google Analytics runs. */
export default function AnalyticsSettingsPage() {
  usePageTitle("Analytics");
  return (
    <>
      <PageHeader title="Analytics" intro="The site counts its own visitors (pages, sources, devices; never an address in clear) for the dashboard. Google's script loads on public pages only while Google Analytics is switched on here with a measurement id; otherwise no third-party script runs on the site." />
      <SettingsForm fields={TIME_ZONE_SETTING_FIELDS} label="Time zone" title="Time zone" />
      <SettingsForm fields={ANALYTICS_SETTING_FIELDS} label="Google Analytics" title="Google Analytics" check={checkAnalytics} />
    </>
  );
}
