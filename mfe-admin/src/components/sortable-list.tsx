import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { visuallyHiddenClass } from "@studio/design-system";
import { cx } from "../lib/cx.ts";
import * as s from "./sortable-list.css.ts";

interface SortableListProps<T> {
  items: readonly T[];
  getKey: (item: T) => number;
  getLabel: (item: T) => string;
  /** Reordering allowed (e.g. not while the list is filtered). */
  sortable: boolean;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
}

/**
 * A list the owner reorders by dragging the handle, by the arrow keys on the focused handle, or with the
 * up/down buttons. Each move is announced; the screen saves the order.
 */
export function SortableList<T>({ items, getKey, getLabel, sortable, onMove, renderItem, label }: SortableListProps<T>) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (focusKey !== null) handles.current.get(focusKey)?.focus();
  }, [focusKey, items]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from];
    onMove(from, to);
    setAnnouncement(`${getLabel(item)} moved to position ${to + 1} of ${items.length}`);
    setFocusKey(keepFocus ? getKey(item) : null);
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    move(index, index + step, true);
  };

  return (
    <>
      <ol className={s.list} aria-label={label}>
        {items.map((item, index) => {
          const key = getKey(item);
          const name = getLabel(item);
          return (
            <li key={key} className={cx(s.item, dragFrom === index && s.dragged, over === index && dragFrom !== index && s.over)}
              onDragOver={(e) => { if (dragFrom !== null) { e.preventDefault(); setOver(index); } }}
              onDrop={(e) => { e.preventDefault(); if (dragFrom !== null) move(dragFrom, index, false); setDragFrom(null); setOver(null); }}>
              {sortable && (
                <div className={s.controls}>
                  <button type="button" className={s.handle} draggable aria-label={`Reorder ${name}: use the arrow keys`}
                    ref={(el) => { if (el) handles.current.set(key, el); else handles.current.delete(key); }}
                    onKeyDown={(e) => onHandleKey(e, index)}
                    onDragStart={(e) => { setDragFrom(index); e.dataTransfer.effectAllowed = "move"; e.dataTransfer.setData("text/plain", String(key)); }}
                    onDragEnd={() => { setDragFrom(null); setOver(null); }}>
                    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M5 3h2v2H5zM9 3h2v2H9zM5 7h2v2H5zM9 7h2v2H9zM5 11h2v2H5zM9 11h2v2H9z" fill="currentColor" /></svg>
                  </button>
                  <button type="button" className={s.arrow} aria-label={`Move ${name} up`} disabled={index === 0}
                    onClick={() => move(index, index - 1, false)}>↑</button>
                  <button type="button" className={s.arrow} aria-label={`Move ${name} down`} disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1, false)}>↓</button>
                </div>
              )}
              <div className={s.body}>{renderItem(item, index)}</div>
            </li>
          );
        })}
      </ol>
      <p className={visuallyHiddenClass} aria-live="polite">{announcement}</p>
    </>
  );
}
