import { useState, type FormEvent } from "react";
import type { PrintProviderName } from "@studio/contracts";
import { Button, Input, Skeleton } from "@studio/design-system";
import { errorMessage } from "@studio/sdk";
import { Pager } from "../components/pager.tsx";
import { printImage, usePrintCatalog } from "../lib/admin-print.ts";
import * as o from "../orders/orders.css.ts";
import * as s from "./print.css.ts";

const PAGE_SIZE = 24;

/** The provider's catalogue: search by name or category, pick a product to import. */
export function CatalogBrowser({ provider, selected, onSelect }: {
  provider: PrintProviderName;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState({ q: "", page: 1 });
  const { data, error, isLoading } = usePrintCatalog(provider, query, true);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: typed, page: 1 });
  };
  return (
    <section aria-label="Catalogue">
      <form className={s.search} role="search" onSubmit={search}>
        <Input label="Search the catalogue" placeholder="Poster, mug, canvas…" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="secondary">Search</Button>
      </form>
      {error && <p role="alert" className={o.empty}>{errorMessage(error, "The catalogue could not be loaded")}</p>}
      {isLoading && <Skeleton variant="text" lines={6} />}
      {data && data.items.length === 0 && <p className={o.empty}>Nothing in the catalogue matches “{query.q}”.</p>}
      {data && data.items.length > 0 && (
        <>
          <p className={o.mutedCell}>{data.total} products</p>
          <ul className={s.grid} aria-label="Catalogue products">
            {data.items.map((item) => (
              <li key={item.id}>
                <button type="button" className={s.card} aria-pressed={selected === item.id} onClick={() => onSelect(item.id)}>
                  {item.thumbnailUrl
                    ? <img className={s.thumb} src={printImage(provider, item.thumbnailUrl)} alt="" width={160} height={160} loading="lazy" />
                    : <span className={s.thumb} />}
                  <span className={s.cardName}>{item.name}</span>
                  <span className={s.cardMeta}>{item.category}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pager page={data.page} total={data.total} pageSize={PAGE_SIZE} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
    </section>
  );
}
