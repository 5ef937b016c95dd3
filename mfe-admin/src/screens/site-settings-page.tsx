import { SETTINGS_TABS, type SettingsTab } from "@studio/contracts";
import { usePageTitle } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { SettingsForm } from "../settings/settings-form.tsx";
import { SettingsTabs } from "../settings/settings-tabs.tsx";

/** /admin/settings/:tab: what the public pages say and show, one tab of the settings catalogue at a time. */
export default function SiteSettingsPage({ tab: id }: { tab: SettingsTab }) {
  const tab = SETTINGS_TABS.find((t) => t.id === id)!;
  usePageTitle(`Site settings: ${tab.label}`);
  return (
    <>
      <PageHeader title="Site settings" />
      <SettingsTabs />
      <SettingsForm key={tab.id} fields={tab.fields} label={`${tab.label} settings`} title={tab.label} intro={tab.intro} />
    </>
  );
}
