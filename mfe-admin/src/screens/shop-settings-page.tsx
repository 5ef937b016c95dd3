import { usePageTitle } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import { ShippingZones } from "../shop/shipping-zones.tsx";

/** /admin/shop-settings: how the shop sells. Shipping options so far; the shop page settings join them with issue 7. */
export default function ShopSettingsPage() {
  usePageTitle("Shop settings");
  return (
    <>
      <PageHeader title="Shop settings" intro="Shipping options offered at checkout." />
      <ShippingZones />
    </>
  );
}
