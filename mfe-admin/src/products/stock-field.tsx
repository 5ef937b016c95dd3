import { useEffect, useState, type FormEvent } from "react";
import type { Product } from "@studio/contracts";
import { Button, Input } from "@studio/design-system";
import * as s from "../components/list.css.ts";

interface Props {
  product: Product;
  busy: boolean;
  onSave: (stock: number) => Promise<boolean>;
}

/** Stock in place: Save appears once the number changes; Enter saves too. */
export function StockField({ product, busy, onSave }: Props) {
  const [value, setValue] = useState(String(product.stock));
  const [error, setError] = useState<string>();
  useEffect(() => setValue(String(product.stock)), [product.stock]);
  const changed = value !== String(product.stock);
  const max = product.type === "originals" ? 1 : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const stock = Number(value);
    const problem = value.trim() === "" || !Number.isInteger(stock) || stock < 0 ? "Stock must be a whole number of 0 or more"
      : max !== undefined && stock > max ? "An original is one of a kind: stock is 0 or 1" : undefined;
    setError(problem);
    if (!problem) await onSave(stock);
  };

  return (
    <form className={s.stockForm} onSubmit={save} noValidate>
      <span className={s.stockLabel} aria-hidden="true">Stock</span>
      <Input label={`Stock of ${product.title}`} hideLabel type="number" min={0} max={max} value={value} error={error}
        fieldClassName={s.stockField} disabled={busy} onChange={(e) => setValue(e.target.value)} />
      {changed && <Button type="submit" size="sm" variant="secondary" loading={busy} aria-label={`Save stock of ${product.title}`}>Save</Button>}
    </form>
  );
}
