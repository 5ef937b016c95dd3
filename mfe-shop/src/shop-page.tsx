import { useState } from "react";
import { useSearchParams } from "react-router";
import { Container, Tabs } from "@studio/design-system";
import { DEFAULT_STUDIO_NAME, productLd, STRUCTURED_DATA_LIMIT } from "@studio/contracts";
import { Redirect, usePageMeta, useProducts, useSetting, useSiteOrigin } from "@studio/sdk";
import { artworkRedirect, priceBounds, type PriceRange } from "./catalog-filters.ts";
import { ArtworkBanner } from "./artwork-banner.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { ShopFilters } from "./shop-filters.tsx";
import { paramsForTab, productsInView, readSelection, refineProducts, SHOP_TABS, type ShopTab } from "./shop-selection.ts";
import * as s from "./shop.css.ts";

/** Keeps a chosen range inside the current bounds; null means "the whole range". */
const clampRange = (range: PriceRange | null, bounds: PriceRange): PriceRange =>
  range ? { min: Math.max(bounds.min, Math.min(range.min, bounds.max)), max: Math.min(bounds.max, Math.max(range.max, bounds.min)) } : bounds;

export function ShopPage() {
  const description = useSetting("shop_description");
  const origin = useSiteOrigin();
  const studio = useSetting("studio_name", DEFAULT_STUDIO_NAME);
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const { data, error, isLoading, mutate } = useProducts();
  // A chosen price range belongs to one tab and sub-selection: another one starts from the full range.
  const scope = `${selection.tab}|${selection.subtype}|${selection.artworkId}`;
  const [chosen, setChosen] = useState<{ scope: string; range: PriceRange } | null>(null);

  const inView = data ? productsInView(data.filter((p) => p.available), selection) : undefined;
  const bounds = priceBounds(inView);
  const price = clampRange(chosen?.scope === scope ? chosen.range : null, bounds);
  const shown = inView ? refineProducts(inView, selection, { price }) : [];

  usePageMeta({
    title: "Shop", description, image: shown[0]?.imageUrl, path: selection.tab === "originals" ? "/shop" : `/shop?tab=${selection.tab}`,
    jsonLd: shown.slice(0, STRUCTURED_DATA_LIMIT).map((p) => productLd(origin, p, studio)),
  });

  const redirect = artworkRedirect(data, selection.artworkId);
  if (redirect) return <Redirect to={redirect} />;

  const update = (next: URLSearchParams) => setParams(next, { replace: true, preventScrollReset: true });
  const results = (
    <>
      <ShopFilters selection={selection} params={params} onParams={update}
        bounds={bounds} price={price} onPrice={(range) => setChosen({ scope, range })} count={inView ? shown.length : null} />
      <ProductGrid products={shown} loading={isLoading} error={error} onRetry={() => void mutate()} />
    </>
  );

  return (
    <Container size="xl" className={s.page}>
      <header className={s.intro}>
        <p className={s.eyebrow}>Originals, prints &amp; more</p>
        <h1 className={s.title}>Shop</h1>
        {description && <p className={s.description}>{description}</p>}
      </header>
      {selection.artworkId !== null ? (
        <>
          <ArtworkBanner artworkId={selection.artworkId} />
          {results}
        </>
      ) : (
        <Tabs aria-label="Shop categories" items={SHOP_TABS.map((tab) => ({ value: tab.value, label: tab.label }))}
          value={selection.tab} onValueChange={(tab) => update(paramsForTab(params, tab as ShopTab))}>
          {results}
        </Tabs>
      )}
    </Container>
  );
}
