import { useState, type FormEvent } from "react";
import { type CommissionCategory, type CommissionSubcategory, ZCommissionCategoryWrite } from "@studio/contracts";
import { Button, Checkbox, Input, Skeleton, useToast } from "@studio/design-system";
import { errorMessage, usePageTitle } from "@studio/sdk";
import { ConfirmDelete } from "../components/confirm-delete.tsx";
import { PageHeader } from "../components/page-header.tsx";
import {
  createCategory, deleteCategory, reorderCategories, updateCategory, useCommissionCategories,
} from "../lib/admin-contact.ts";
import { useSave } from "../lib/use-save.ts";
import * as c from "../contact/contact.css.ts";
import * as o from "../orders/orders.css.ts";

type Level = "category" | "subcategory";

/** Moves `ids[index]` one place up or down. */
const moved = (ids: number[], index: number, by: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
};

/** One category or subcategory: name, open for commissions, order, delete. */
function CategoryRow({ level, item, siblings, index, parentId }: {
  level: Level;
  item: CommissionCategory | CommissionSubcategory;
  siblings: number[];
  index: number;
  parentId?: number;
}) {
  const [draft, setDraft] = useState({ name: item.name, acceptingCommissions: item.acceptingCommissions });
  const save = useSave({ schema: ZCommissionCategoryWrite, save: (input) => updateCategory(level, item.id, input), success: `Saved "${draft.name}"` });
  const { toast } = useToast();
  const move = (by: -1 | 1) =>
    reorderCategories(moved(siblings, index, by), parentId)
      .catch((err) => toast({ title: "Could not change the order", description: errorMessage(err), variant: "error" }));
  const dirty = draft.name !== item.name || draft.acceptingCommissions !== item.acceptingCommissions;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit(draft);
  };
  return (
    <form className={c.categoryRow} onSubmit={submit} aria-label={item.name} noValidate>
      <Input label={level === "category" ? "Category" : "Subcategory"} value={draft.name} error={save.errors.name} maxLength={100}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      <Checkbox label="Accepting commissions" checked={draft.acceptingCommissions}
        onChange={(e) => setDraft({ ...draft, acceptingCommissions: e.target.checked })} />
      <div className={c.rowActions}>
        <Button type="submit" size="sm" variant={dirty ? "primary" : "secondary"} loading={save.busy} disabled={!dirty}>Save</Button>
        <Button type="button" size="sm" variant="ghost" aria-label={`Move ${item.name} up`} disabled={index === 0}
          onClick={() => void move(-1)}>↑</Button>
        <Button type="button" size="sm" variant="ghost" aria-label={`Move ${item.name} down`} disabled={index === siblings.length - 1}
          onClick={() => void move(1)}>↓</Button>
        <ConfirmDelete name={item.name} noun={level} onConfirm={() => deleteCategory(level, item.id)} />
      </div>
    </form>
  );
}

/** Adds a category, or a subcategory under `parentId`. */
function AddCategory({ parentId, label }: { parentId?: number; label: string }) {
  const [name, setName] = useState("");
  const save = useSave({
    schema: ZCommissionCategoryWrite,
    save: (input) => createCategory(input, parentId),
    success: `Added "${name.trim()}"`,
    onSaved: () => setName(""),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit({ name, acceptingCommissions: true });
  };
  return (
    <form className={c.addRow} onSubmit={submit} aria-label={label} noValidate>
      <Input label={label} value={name} error={save.errors.name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <Button type="submit" variant="secondary" loading={save.busy}>Add</Button>
    </form>
  );
}

/** /admin/commission-categories: what the studio takes commissions for, and whether each is open. */
export default function CommissionCategoriesPage() {
  usePageTitle("Commission categories");
  const { data, error, isLoading } = useCommissionCategories();
  const ids = data?.map((cat) => cat.id) ?? [];
  return (
    <>
      <PageHeader title="Commission categories"
        intro="Paintings and Murals are the two types the contact page offers; closing one shows “Not accepting commissions” there. Subcategories appear as “Kind of work”." />
      {error && <p role="alert" className={o.empty}>The categories could not be loaded: {error.message}</p>}
      {isLoading && <Skeleton variant="text" lines={6} />}
      {data && (
        <div className={c.stack}>
          <ul className={c.categories}>
            {data.map((cat, index) => {
              const subIds = cat.subcategories.map((sub) => sub.id);
              return (
                <li key={`${cat.id}:${cat.name}:${cat.acceptingCommissions}`} className={c.category}>
                  <CategoryRow level="category" item={cat} siblings={ids} index={index} />
                  <ul className={c.subcategories} aria-label={`Subcategories of ${cat.name}`}>
                    {cat.subcategories.map((sub, i) => (
                      <li key={`${sub.id}:${sub.name}:${sub.acceptingCommissions}`}>
                        <CategoryRow level="subcategory" item={sub} siblings={subIds} index={i} parentId={cat.id} />
                      </li>
                    ))}
                    <li><AddCategory parentId={cat.id} label={`New subcategory of ${cat.name}`} /></li>
                  </ul>
                </li>
              );
            })}
          </ul>
          <AddCategory label="New category" />
        </div>
      )}
    </>
  );
}
