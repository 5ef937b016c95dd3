import { useId, useRef, useState } from "react";
import { toSlug } from "@studio/contracts";
import { Button, Input } from "@studio/design-system";
import { SortableList } from "../components/sortable-list.tsx";
import { moveItem } from "../lib/reorder.ts";
import { listItems } from "./setting-values.ts";
import * as f from "../components/form.css.ts";
import * as s from "./settings.css.ts";

interface ListEditorProps {
  label: string;
  /** The JSON array of category slugs. */
  value: string;
  defaultList: readonly string[];
  help?: string;
  error?: string;
  onChange: (value: string) => void;
}

/** An ordered list of category slugs: add by name (made a slug), remove, move up and down. */
export function ListEditor({ label, value, defaultList, help, error, onChange }: ListEditorProps) {
  const id = useId();
  const items = listItems(value, defaultList);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string>();
  // SortableList keys its rows by number: each slug keeps the number it first got, so focus follows a moved row.
  const keys = useRef(new Map<string, number>());
  const keyOf = (slug: string) => {
    if (!keys.current.has(slug)) keys.current.set(slug, keys.current.size + 1);
    return keys.current.get(slug)!;
  };
  const set = (next: string[]) => onChange(JSON.stringify(next));

  const add = () => {
    const slug = toSlug(name);
    if (!slug) return setProblem("Enter a category name");
    if (items.includes(slug)) return setProblem(`'${slug}' is already in the list`);
    set([...items, slug]);
    setName("");
    setProblem(undefined);
  };

  const note = problem ?? (toSlug(name) ? `Will be added as '${toSlug(name)}'.` : "A name like 'Oil Sketches' is added as oil-sketches.");
  return (
    <fieldset className={s.fieldset} aria-describedby={[help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}>
      <legend className={s.legend}>{label}</legend>
      {help && <p id={`${id}-help`} className={f.muted}>{help}</p>}
      <SortableList items={items} getKey={keyOf} getLabel={(slug) => slug} sortable label={label}
        onMove={(from, to) => set(moveItem(items, from, to))}
        renderItem={(slug) => (
          <div className={s.listRow}>
            <span className={s.slug}>{slug}</span>
            <Button variant="ghost" size="sm" aria-label={`Remove ${slug}`} onClick={() => set(items.filter((c) => c !== slug))}>
              Remove
            </Button>
          </div>
        )} />
      <div className={s.addRow}>
        <Input label="New category" value={name} aria-describedby={`${id}-note`} aria-invalid={problem ? true : undefined}
          onChange={(e) => { setName(e.target.value); setProblem(undefined); }}
          onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); add(); } }} />
        <Button variant="secondary" onClick={add}>Add category</Button>
      </div>
      <p id={`${id}-note`} className={problem ? f.sectionError : f.muted} role={problem ? "alert" : undefined}>{note}</p>
      {error && <p id={`${id}-error`} className={f.sectionError} role="alert">{error}</p>}
    </fieldset>
  );
}
