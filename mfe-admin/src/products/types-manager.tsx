import { useState } from "react";
import { Badge, Button, Skeleton } from "@studio/design-system";
import { ConfirmDelete } from "../components/confirm-delete.tsx";
import { deleteType, type TypeKind } from "../lib/admin-api.ts";
import { useAdminTypes } from "../lib/admin-data.ts";
import { TypeForm } from "./type-form.tsx";
import * as f from "../components/form.css.ts";
import * as s from "./types-manager.css.ts";

/** The owner's original or merchandise types: the subtypes offered for those products. */
export function TypesManager({ kind, title }: { kind: TypeKind; title: string }) {
  const { data, error } = useAdminTypes(kind);
  const [editing, setEditing] = useState<number | null>(null);
  const types = [...(data ?? [])].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
  return (
    <div className={f.column}>
      <section className={f.panel} aria-label={`Add ${title.toLowerCase()}`}>
        <h2 className={f.panelTitle}>Add a type</h2>
        <TypeForm kind={kind} onDone={() => undefined} />
      </section>
      {error && <p role="alert">The types could not be loaded: {error.message}</p>}
      {!data && !error && <Skeleton variant="text" lines={4} />}
      {data && types.length === 0 && <p className={f.muted}>No types yet.</p>}
      {types.length > 0 && (
        <ul className={s.list} aria-label={title}>
          {types.map((type) => (
            <li key={type.id} className={s.item}>
              {editing === type.id ? (
                <TypeForm kind={kind} type={type} onDone={() => setEditing(null)} />
              ) : (
                <div className={s.summary}>
                  <div className={s.text}>
                    <strong>{type.name}</strong> {!type.active && <Badge tone="neutral">Inactive</Badge>}
                    {type.description && <span className={f.muted}>{type.description}</span>}
                  </div>
                  <span className={f.muted}>Order {type.displayOrder}</span>
                  <div className={s.buttons}>
                    <Button size="sm" variant="secondary" aria-label={`Edit ${type.name}`} onClick={() => setEditing(type.id)}>Edit</Button>
                    <ConfirmDelete name={type.name} noun="type" onConfirm={() => deleteType(kind, type.id)} />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
