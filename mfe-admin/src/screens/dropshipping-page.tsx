import { useState } from "react";
import { PRINT_PROVIDERS, PRINT_PROVIDER_LABELS, type PrintProviderName } from "@studio/contracts";
import { Select, Skeleton } from "@studio/design-system";
import { errorMessage, usePageTitle, useRouterLink } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import * as f from "../components/form.css.ts";
import { usePrintProduct, usePrintSettings } from "../lib/admin-print.ts";
import * as o from "../orders/orders.css.ts";
import { CatalogBrowser } from "../print/catalog-browser.tsx";
import { ImportForm } from "../print/import-form.tsx";

function SelectedProduct({ provider, id }: { provider: PrintProviderName; id: string }) {
  const { data, error, isLoading } = usePrintProduct(provider, id);
  if (error) return <p role="alert" className={o.empty}>{errorMessage(error, "The product could not be loaded")}</p>;
  if (isLoading || !data) return <Skeleton variant="text" lines={6} />;
  return <ImportForm key={`${provider}-${id}`} product={data} />;
}

/**
 * /admin/dropshipping (Printful first) and /admin/import-gooten-product (Gooten first): browse a provider's catalogue,
 * pick a product, choose its variants and prices, import it into the shop.
 */
export default function DropshippingPage({ initialProvider = "printful" }: { initialProvider?: PrintProviderName }) {
  usePageTitle("Print on demand catalogue");
  const [provider, setProvider] = useState<PrintProviderName>(initialProvider);
  const [selected, setSelected] = useState<string | null>(null);
  const settings = usePrintSettings();
  const settingsLink = useRouterLink("/admin/printful-settings");
  const label = PRINT_PROVIDER_LABELS[provider];
  const enabled = settings.data?.[provider].enabled ?? false;
  const choose = (next: PrintProviderName) => {
    setProvider(next);
    setSelected(null);
  };
  return (
    <>
      <PageHeader title="Print on demand catalogue"
        intro={<>Add prints and merchandise that {label} prints and ships for you. Keys and connection: <a {...settingsLink}>Print on demand settings</a>.</>}>
        <Select label="Provider" value={provider} options={PRINT_PROVIDERS.map((p) => ({ value: p, label: PRINT_PROVIDER_LABELS[p] }))}
          onChange={(e) => choose(e.target.value as PrintProviderName)} />
      </PageHeader>
      {settings.error && <p role="alert" className={o.empty}>The print settings could not be loaded: {settings.error.message}</p>}
      {settings.isLoading && <Skeleton variant="text" lines={6} />}
      {settings.data && !enabled && (
        <p className={o.empty}>{label} is not switched on yet. Save its keys and tick “Use {label}” in <a {...settingsLink}>Print on demand settings</a>.</p>
      )}
      {settings.data && enabled && (
        <div className={f.column}>
          {selected && <SelectedProduct provider={provider} id={selected} />}
          <CatalogBrowser key={provider} provider={provider} selected={selected} onSelect={setSelected} />
        </div>
      )}
    </>
  );
}
