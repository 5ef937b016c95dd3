import { Select } from "@studio/design-system";
import { useMerchandiseTypes, useOriginalTypes } from "@studio/sdk";
import { DEFAULT_SORT, SORTS, type PriceRange } from "./catalog-filters.ts";
import { PriceRangeFilter } from "./price-range.tsx";
import { ALL, ALL_LABELS, defaultSubtype, PRINT_SUBTYPES, resultCount, withParam, type ShopSelection } from "./shop-selection.ts";
import { SubtypeChoices } from "./subtype-choices.tsx";
import * as s from "./filters.css.ts";

interface ShopFiltersProps {
  selection: ShopSelection;
  params: URLSearchParams;
  onParams: (next: URLSearchParams) => void;
  bounds: PriceRange;
  price: PriceRange;
  onPrice: (range: PriceRange) => void;
  /** Products shown; null while loading. */
  count: number | null;
}

/** The sub-selection of the tab, the result count (announced), price range and sort order. */
export function ShopFilters({ selection, params, onParams, bounds, price, onPrice, count }: ShopFiltersProps) {
  const byTab = selection.artworkId === null;
  const originals = useOriginalTypes(byTab && selection.tab === "originals");
  const merchandise = useMerchandiseTypes(byTab && selection.tab === "merchandise");
  const named = (selection.tab === "originals" ? originals.data : merchandise.data) ?? [];
  const choices = selection.tab === "prints"
    ? PRINT_SUBTYPES.map(({ value, label }) => ({ value, label }))
    : named.map((type) => ({ value: type.name, label: type.name }));

  return (
    <div className={s.filters}>
      {byTab && (
        <SubtypeChoices
          label={selection.tab === "prints" ? "Print type" : selection.tab === "originals" ? "Original type" : "Merchandise type"}
          choices={[{ value: ALL, label: ALL_LABELS[selection.tab] }, ...choices]}
          value={selection.subtype}
          onChange={(value) => onParams(withParam(params, "type", value, defaultSubtype(selection.tab)))}
        />
      )}
      <div className={s.toolbar}>
        <p className={s.count} role="status" aria-live="polite">{count === null ? "" : resultCount(count)}</p>
        <PriceRangeFilter bounds={bounds} value={price} onChange={onPrice} />
        <Select label="Sort by" fieldClassName={s.sort} options={SORTS.map(({ value, label }) => ({ value, label }))}
          value={selection.sort} onChange={(e) => onParams(withParam(params, "sort", e.target.value, DEFAULT_SORT))} />
      </div>
    </div>
  );
}
