import { SHOP_SETTING_FIELDS } from "@studio/contracts";
import { usePageTitle } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { SettingsForm } from "../settings/settings-form.tsx";
import { ShippingZones } from "../shop/shipping-zones.tsx";
import * as f from "../components/form.css.ts";

/** /admin/shop-settings: the shop page (open or closed, introduction, categories) and the shipping options. */
export default function ShopSettingsPage() {
  usePageTitle("Shop settings");
  return (
    <>
      <PageHeader title="Shop settings" intro="The shop page and the shipping options offered at checkout." />
      <div className={f.column}>
        <SettingsForm fields={SHOP_SETTING_FIELDS} label="Shop page" title="Shop page" />
        <section className={f.column} aria-labelledby="shipping-options-title">
          <h2 id="shipping-options-title" className={f.panelTitle}>Shipping options</h2>
          <ShippingZones />
        </section>
      </div>
    </>
  );
}
