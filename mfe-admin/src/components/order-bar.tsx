import { Button } from "@studio/design-system";
import * as s from "./list.css.ts";

interface OrderBarProps {
  shown: number;
  total: number;
  noun: string;
  filtered: boolean;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
}

/** Count, the reorder hint, and Save order / Undo once the order has changed. */
export function OrderBar({ shown, total, noun, filtered, dirty, saving, onSave, onReset }: OrderBarProps) {
  return (
    <div className={s.orderBar}>
      <p className={s.count} aria-live="polite">
        {filtered ? `${shown} of ${total} ${noun}. Clear the filters to reorder.` : `${total} ${noun}. Drag the handle, use the arrows, or focus the handle and press ↑/↓ to reorder.`}
      </p>
      {dirty && (
        <div className={s.controls}>
          <Button variant="ghost" size="sm" onClick={onReset} disabled={saving}>Undo changes</Button>
          <Button size="sm" loading={saving} onClick={onSave}>Save order</Button>
        </div>
      )}
    </div>
  );
}
