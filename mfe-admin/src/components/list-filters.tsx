import { useState, type FormEvent } from "react";
import { Button, Input, Select, type SelectOption } from "@studio/design-system";
import * as o from "../orders/orders.css.ts";

interface ListFiltersProps<F extends string> {
  searchLabel: string;
  /** The search as applied; typing changes nothing until Search. */
  onSearch: (q: string) => void;
  filterLabel: string;
  options: SelectOption[];
  filter: F;
  /** A new filter applies at once. */
  onFilter: (value: F) => void;
}

/** The search box and one select above a paged admin list. */
export function ListFilters<F extends string>({ searchLabel, onSearch, filterLabel, options, filter, onFilter }: ListFiltersProps<F>) {
  const [search, setSearch] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search);
  };
  return (
    <form className={o.filters} onSubmit={submit} role="search">
      <Input label={searchLabel} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <Select label={filterLabel} value={filter} options={options} onChange={(e) => onFilter(e.target.value as F)} />
      <Button type="submit" variant="secondary">Search</Button>
    </form>
  );
}
